import '@dar/tokens/styles.css';
import '@dar/ui/styles.css';
import { localeConfig, messagesFor, type Locale } from '@dar/i18n';
import type { ReactNode } from 'react';
import { readBuildId } from './build-id';
import { fontVariables } from './fonts';
import { NewBuildOffer } from './new-build-offer';
import { ShopUiProvider } from './shop-ui-provider';

/** `<html>` in the locale's language and direction, with fonts, styles and the ui providers. */
export function Document({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { htmlLang, dir } = localeConfig[locale];
  return (
    <html lang={htmlLang} dir={dir} className={fontVariables}>
      <body>
        <ShopUiProvider locale={locale} messages={messagesFor(locale)}>
          {children}
          <NewBuildOffer currentBuildId={readBuildId()} />
        </ShopUiProvider>
      </body>
    </html>
  );
}
