'use client';

// The ui's shell parts a Server Component renders as islands (lib/islands): an island loads a
// module of the storefront's own, and each of these is small.
export { BreadcrumbTrail } from '@dar/ui';
