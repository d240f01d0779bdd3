import type { Locale } from '@dar/i18n';
import { getIntl } from '@dar/i18n/server';
import type { Metadata } from 'next';
import { loadContentPage } from '../data/content';
import { contentMetadata } from '../seo/metadata';

/** A content page's path without locale prefix: `/about`, or `/pages/{slug}` for a policy. */
export const contentPagePath = (slug: string) => (slug === 'about' ? '/about' : `/pages/${slug}`);

/** The metadata of a content page, in its language, from its title and text. */
export async function contentPageMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const page = await loadContentPage(locale, slug);
  if (!page) return {};
  const intl = getIntl(locale);
  return contentMetadata(
    locale,
    { path: contentPagePath(slug), title: page.title, body: page.body },
    (descriptor, values) => intl.formatMessage(descriptor, values),
  );
}
