'use client';

import { isLocale, localizedPath } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { BlogPost, Container } from '@dar/ui';
import { useParams } from 'next/navigation';

/**
 * What a page of the default layout shows while its server render streams in (`loading.tsx`):
 * the page's own sections in their loading state, in the same places, so the shopper sees the
 * navigation happen and nothing jumps when the content arrives. Each region says it is busy.
 *
 * Only where the route answers a real 404 before its Suspense boundary (a guard layout above the
 * `loading.tsx`: a `notFound()` inside the boundary would come after a 200 status) and where no
 * in-page change re-renders it: on a listing, every filter, sort or page change is a navigation,
 * and a skeleton would swap out the filter bar the shopper is using and lose their focus.
 *
 * One module per skeleton: Next ships a client module whole, so a shared one would put the blog's
 * code on the product page (the product's is a Server Component, `product-skeleton.tsx`).
 */

/** A blog post: the way back, the title, picture and text placeholders. */
export function BlogPostSkeleton() {
  const params = useParams<{ locale?: string }>();
  const locale = isLocale(params?.locale) ? params.locale : 'ar';
  return (
    <Container paddingBlock="lg">
      <BlogPost intl={useIntl()} isLoading blogHref={localizedPath('/blog', locale)} />
    </Container>
  );
}
