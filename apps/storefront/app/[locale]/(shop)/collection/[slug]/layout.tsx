import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { loadListingCollection } from '../../../../../lib/data/listing';
import { localeParam } from '../../../../../lib/locale';

/**
 * Answers an unknown collection with a real 404 before anything streams (see
 * `products/[slug]/layout.tsx`); the collection is read once (`cache()`), here and in the page.
 */
export default async function CollectionGuard({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string; slug: string }>;
}) {
  const locale = await localeParam(params);
  const slug = decodeURIComponent((await params).slug);
  if (!(await loadListingCollection(locale, { kind: 'collection', slug }))) notFound();
  return children;
}
