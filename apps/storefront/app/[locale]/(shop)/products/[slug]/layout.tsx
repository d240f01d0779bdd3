import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { loadProduct } from '../../../../../lib/data/product';
import { ScopeMessages } from '../../../../../lib/client-messages';
import { localeParam } from '../../../../../lib/locale';

/**
 * Answers an unknown product with a real 404 above any Suspense boundary (a `notFound()` thrown
 * inside one comes after the 200 status has been sent; see docs/development.md). The product is
 * read once (`cache()`), here and in the page. Adds the page's own client messages.
 */
export default async function ProductGuard({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string; slug: string }>;
}) {
  const locale = await localeParam(params);
  if (!(await loadProduct(locale, decodeURIComponent((await params).slug)))) notFound();
  // The product page's own client messages (beyond those on every page).
  return (
    <ScopeMessages locale={locale} scope="product">
      {children}
    </ScopeMessages>
  );
}
