import { HomeSection, type HomeSectionProps } from '../HomeSection';

export interface RecentlyViewedProps extends Omit<HomeSectionProps, 'title'> {
  /** Leave out the product on screen, so the rail never shows the page's own product. */
  excludeProductId?: string;
}

/**
 * "Recently viewed" (docs/product-spec.md §2): the shopper's last products, newest first, from the storefront's
 * store (`recentlyViewed`). Left out when there are none, as for a first visit.
 */
export function RecentlyViewed({ excludeProductId, products, ...props }: RecentlyViewedProps) {
  return (
    <HomeSection
      {...props}
      products={products.filter((product) => product.id !== excludeProductId)}
      title={props.intl.formatMessage({ id: 'catalogue.recent.title' })}
    />
  );
}
