import { toStaticPage } from '@dar/commerce-hooks/server';
import { getIntl } from '@dar/i18n/server';
import { Container, StaticPage } from '@dar/ui';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { contentPageMetadata } from '../../../../../lib/content/content-page';
import { isPolicySlug, loadContentPage } from '../../../../../lib/data/content';
import { localeParam } from '../../../../../lib/locale';

// Cached for five minutes and cleared by the `page:<slug>` tag.
export const revalidate = 300;

type Props = { params: Promise<{ locale: string; slug: string }> };

const slugOf = async (params: Props['params']) => decodeURIComponent((await params).slug);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = await slugOf(params);
  if (!isPolicySlug(slug)) return {};
  return contentPageMetadata(await localeParam(params), slug);
}

/**
 * `/pages/privacy-policy`, `/pages/returns-policy`, `/pages/terms-conditions` (docs/product-spec.md §2). Any other
 * slug is a 404, also one the content plugin has (`about` lives at `/about`).
 */
export default async function PolicyPage({ params }: Props) {
  const locale = await localeParam(params);
  const slug = await slugOf(params);
  if (!isPolicySlug(slug)) notFound();
  const page = await loadContentPage(locale, slug);
  if (!page) notFound();
  return (
    <Container paddingBlock="lg">
      <StaticPage intl={getIntl(locale)} page={toStaticPage(page)} />
    </Container>
  );
}
