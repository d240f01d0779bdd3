'use client';

// The ui's home sections a Server Component renders as islands (lib/islands): an island loads a
// module of the storefront's own.
export { BannerSlot, SuperBanner } from '@dar/ui';
