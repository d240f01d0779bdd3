'use client';

import { isLocale, localizedPath } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import {
  BlogPost,
  Box,
  Container,
  EMPTY_SELECTION,
  FilterBar,
  ProductDetailsSkeleton,
  ProductGrid,
} from '@dar/ui';
import { useParams } from 'next/navigation';

/**
 * What a page of the default layout shows while its server render streams in (`loading.tsx`):
 * the page's own sections in their loading state, in the same places, so the shopper sees the
 * navigation happen and nothing jumps when the content arrives. Each region says it is busy.
 */

const noop = () => undefined;

/** A listing (`/products`, a category, a sub-category, a collection): filters and a page of cards. */
export function ListingSkeleton() {
  const intl = useIntl();
  return (
    <Container paddingBlock="lg">
      <Box display={{ mobile: 'block', desktop: 'flex' }} gap="xl" alignItems="start">
        <Box flexShrink={0}>
          <FilterBar isLoading value={EMPTY_SELECTION} onChange={noop} />
        </Box>
        <Box flexGrow={1}>
          <ProductGrid
            isLoading
            products={[]}
            label={intl.formatMessage({ id: 'catalogue.grid.loading' })}
          />
        </Box>
      </Box>
    </Container>
  );
}

/** A product page: gallery, details and buying, in the product page's layout. */
export function ProductSkeleton() {
  return (
    <Container paddingBlock="lg">
      <ProductDetailsSkeleton />
    </Container>
  );
}

/** A blog post: the way back, the title, picture and text placeholders. */
export function BlogPostSkeleton() {
  const params = useParams<{ locale?: string }>();
  const locale = isLocale(params?.locale) ? params.locale : 'ar';
  return (
    <Container paddingBlock="lg">
      <BlogPost isLoading blogHref={localizedPath('/blog', locale)} />
    </Container>
  );
}
