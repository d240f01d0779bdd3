'use client';

import { useIntl } from '@dar/i18n/react';
import { Container, ProductDetailsSkeleton } from '@dar/ui';

/**
 * A product page while it renders (see skeletons.tsx): gallery, details and buying, in the product
 * page's layout. A module of its own, so the page's first load carries only the skeleton's code (a
 * client module only for its text: `loading.tsx` is not given the locale).
 */
export function ProductSkeleton() {
  return (
    <Container paddingBlock="lg">
      <ProductDetailsSkeleton intl={useIntl()} />
    </Container>
  );
}
