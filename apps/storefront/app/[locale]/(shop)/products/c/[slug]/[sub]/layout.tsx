import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { loadListingCollection } from '../../../../../../../lib/data/listing';
import { localeParam } from '../../../../../../../lib/locale';

/**
 * Answers an unknown sub-category (or one under another category) with a real 404 before anything
 * streams (see `products/[slug]/layout.tsx`); read once (`cache()`), here and in the page.
 */
export default async function SubCategoryGuard({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string; slug: string; sub: string }>;
}) {
  const locale = await localeParam(params);
  const { slug, sub } = await params;
  const route = {
    kind: 'sub-category' as const,
    slug: decodeURIComponent(slug),
    sub: decodeURIComponent(sub),
  };
  if (!(await loadListingCollection(locale, route))) notFound();
  return children;
}
