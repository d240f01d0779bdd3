import type { ShopIntl } from '@dar/i18n';
import { pictureSizes } from '@dar/tokens';
import type { ReactNode } from 'react';

import { LazyImage } from '../../../LazyImage';
import { RouterLink } from '../../../Link/RouterLink';
import { VisuallyHidden } from '../../../VisuallyHidden';
import * as styles from './Banners.css';

/**
 * A promotional banner (docs/product-spec.md §3 Banner: id, page, position, url, featuredAsset), as the merchandising
 * query gives it: `imageUrl`, `width` and `height` from the featured asset's preview.
 */
export interface BannerView {
  id: string;
  /** The page it belongs to ("home", a category slug…). */
  page: string;
  /** Its slot on that page; several banners may share one. */
  position: number;
  url: string | null;
  title: string;
  /** What the picture shows, in the shop's language; the banner's accessible name. */
  altText: string;
  imageUrl: string | null;
  /** The same picture at several widths (`srcset`), so the browser fetches the one it needs. */
  imageSrcSet?: string;
  width?: number;
  height?: number;
}

/** The home page's wide hero banner (docs/product-spec.md §3 Super banner: id, url, asset). */
export type SuperBannerView = Omit<BannerView, 'page' | 'position'>;

const ratio = (banner: Pick<BannerView, 'width' | 'height'>, fallback: string) =>
  banner.width && banner.height ? `${banner.width} / ${banner.height}` : fallback;

function Linked({ url, children }: { url: string | null; children: ReactNode }) {
  return url ? (
    <RouterLink className={styles.link} href={url}>
      {children}
    </RouterLink>
  ) : (
    <>{children}</>
  );
}

function BannerPicture({
  banner,
  fallbackRatio,
  priority,
}: {
  banner: SuperBannerView;
  fallbackRatio: string;
  priority: boolean;
}) {
  // Without a picture the banner still says what it offers, in text of the same frame.
  if (!banner.imageUrl) {
    return (
      <span className={styles.textOnly} style={{ aspectRatio: ratio(banner, fallbackRatio) }}>
        {banner.altText || banner.title}
      </span>
    );
  }
  return (
    <LazyImage
      src={banner.imageUrl}
      {...(banner.imageSrcSet ? { srcSet: banner.imageSrcSet, sizes: pictureSizes.banner } : {})}
      alt={banner.altText || banner.title}
      aspectRatio={ratio(banner, fallbackRatio)}
      priority={priority}
    />
  );
}

export interface PromoBannerProps {
  banner: BannerView;
  /** Load at once: a banner in the first screen. */
  priority?: boolean;
}

/** One banner: its picture (named by its alt text), a link when it leads somewhere. */
export function PromoBanner({ banner, priority = false }: PromoBannerProps) {
  return (
    <div className={styles.banner}>
      <Linked url={banner.url}>
        <BannerPicture banner={banner} fallbackRatio="5 / 2" priority={priority} />
      </Linked>
    </div>
  );
}

export interface SuperBannerProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  banner: SuperBannerView | null;
  loading?: boolean;
}

/** The home page's hero banner, full width; a placeholder of its shape while loading, nothing without one. */
export function SuperBanner({ intl, banner, loading = false }: SuperBannerProps) {
  if (loading) {
    return (
      <div className={styles.hero} aria-busy="true">
        <VisuallyHidden>{intl.formatMessage({ id: 'shell.banner.loading' })}</VisuallyHidden>
        <span className={styles.heroSkeleton} aria-hidden="true" />
      </div>
    );
  }
  if (!banner) return null;
  return (
    <div className={`${styles.hero} ${styles.banner}`}>
      <Linked url={banner.url}>
        <BannerPicture banner={banner} fallbackRatio="3 / 1" priority />
      </Linked>
    </div>
  );
}

export interface BannerSlotProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  /** The banners of the page, from the merchandising query; the slot picks its own. */
  banners: readonly BannerView[];
  page: string;
  position: number;
  loading?: boolean;
  /** Placeholders while loading: how many banners the slot usually holds. */
  loadingCount?: number;
  /** The slot is in the first screen: load its pictures at once. */
  priority?: boolean;
  /** Names the slot when a page has more than one ("More offers"); "Offers" by default. */
  'aria-label'?: string;
}

/**
 * The banners of one page position, side by side when there is room. A placeholder of their shape
 * while they load; nothing at all when the slot is empty, so the page closes up around it.
 */
export function BannerSlot({
  intl,
  banners,
  page,
  position,
  loading = false,
  loadingCount = 2,
  priority = false,
  'aria-label': ariaLabel,
}: BannerSlotProps) {
  const label = ariaLabel ?? intl.formatMessage({ id: 'shell.banner.label' });
  if (loading) {
    return (
      <section className={styles.slot} aria-label={label} aria-busy="true">
        <VisuallyHidden>{intl.formatMessage({ id: 'shell.banner.loading' })}</VisuallyHidden>
        {Array.from({ length: loadingCount }, (_, index) => (
          <span key={index} className={styles.slotSkeleton} aria-hidden="true" />
        ))}
      </section>
    );
  }
  const mine = banners.filter((banner) => banner.page === page && banner.position === position);
  if (mine.length === 0) return null;
  return (
    <section className={styles.slot} aria-label={label}>
      {mine.map((banner) => (
        <PromoBanner key={banner.id} banner={banner} priority={priority} />
      ))}
    </section>
  );
}
