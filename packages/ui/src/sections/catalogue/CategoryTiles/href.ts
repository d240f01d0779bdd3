/**
 * Where a category's products are listed (docs/product-spec.md §2: `/products/c/{slug}`, a sub-category under its
 * parent `/products/c/{parent}/{sub}`); the app's router adds the locale prefix.
 */
export function categoryHref(slug: string, parentSlug?: string): string {
  return parentSlug === undefined ? `/products/c/${slug}` : `/products/c/${parentSlug}/${slug}`;
}
