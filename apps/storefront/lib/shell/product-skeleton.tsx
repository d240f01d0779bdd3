import { Container, ProductDetailsSkeleton } from '@dar/ui';

/**
 * A product page while it renders (see skeletons.tsx): gallery, details and buying, in the product
 * page's layout. A Server Component, so the page's first load carries only the skeleton's module.
 */
export function ProductSkeleton() {
  return (
    <Container paddingBlock="lg">
      <ProductDetailsSkeleton />
    </Container>
  );
}
