import { localeConfig } from '@dar/i18n';
import Document, { Head, Html, Main, NextScript, type DocumentContext } from 'next/document';
import { pathLocale } from '../lib/error-page';
import { fontFacesHref } from '../lib/fonts.generated';

type Props = Awaited<ReturnType<typeof Document.getInitialProps>> & {
  locale: ReturnType<typeof pathLocale>;
};

/** The error page's document: the language and direction of the path that failed, the shop's fonts. */
export default class ErrorDocument extends Document<Props> {
  static override async getInitialProps(context: DocumentContext): Promise<Props> {
    const initial = await Document.getInitialProps(context);
    return { ...initial, locale: pathLocale(context.asPath) };
  }

  override render() {
    const { htmlLang, dir } = localeConfig[this.props.locale];
    return (
      <Html lang={htmlLang} dir={dir}>
        <Head>
          <link rel="stylesheet" href={fontFacesHref} />
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
