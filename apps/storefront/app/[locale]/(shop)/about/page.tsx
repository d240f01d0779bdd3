import { blocksToText, htmlToBlocks, toStaticPage } from '@dar/commerce-hooks/server';
import { getIntl } from '@dar/i18n/server';
import { Container, FAQList, StaticPage, Stack } from '@dar/ui';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { contentPageMetadata } from '../../../../lib/content/content-page';
import { loadContentPage, loadFaqs } from '../../../../lib/data/content';
import { localeParam } from '../../../../lib/locale';

// Cached for five minutes and cleared by the `page:about` and `faqs` tags.
export const revalidate = 300;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentPageMetadata(await localeParam(params), 'about');
}

/** `/about` (docs/product-spec.md §2): the shop's story, then the frequently asked questions. */
export default async function AboutPage({ params }: Props) {
  const locale = await localeParam(params);
  const [page, faqs] = await Promise.all([loadContentPage(locale, 'about'), loadFaqs(locale)]);
  if (!page) notFound();
  return (
    <Container paddingBlock="lg">
      <Stack gap="xl">
        <StaticPage intl={getIntl(locale)} page={toStaticPage(page)} />
        <FAQList
          intl={getIntl(locale)}
          titleLevel={2}
          questions={faqs.map((faq) => ({
            id: `faq-${faq.id}`,
            question: faq.question,
            answer: blocksToText(htmlToBlocks(faq.answer)),
          }))}
        />
      </Stack>
    </Container>
  );
}
