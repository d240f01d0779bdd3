import { HomeSection, type HomeSectionProps } from '../HomeSection';

export type RelatedProductsProps = Omit<HomeSectionProps, 'title'>;

/**
 * The product page's "Related products" rail (docs/product-spec.md §2), under the details. Left out when there are
 * none; skeleton cards while loading.
 */
export function RelatedProducts(props: RelatedProductsProps) {
  return (
    <HomeSection {...props} title={props.intl.formatMessage({ id: 'catalogue.related.title' })} />
  );
}
