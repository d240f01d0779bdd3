import type { ShopIntl } from '@dar/i18n';
import { pictureSizes } from '@dar/tokens';

import { IconChevronEnd } from '../../../Icon';
import { link } from '../../../Link/Link.css';
import { RouterLink } from '../../../Link/RouterLink';
import {
  cardProps,
  ProductCard,
  ProductCardSkeleton,
  type ProductCardActions,
  type ProductCardData,
} from '../../../ProductCard';
import { Rail } from '../../../Rail';
import * as styles from './HomeSection.css';

/** docs/product-spec.md §9: each home section shows 8 products. */
export const HOME_SECTION_SIZE = 8;

/** Skeleton cards while loading: enough to fill the widest rail's view. */
const LOADING_CARDS = 4;

export interface HomeSectionProps extends ProductCardActions {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  /** "Most watched", "New arrivals", "Best sellers", "Special offers"… */
  title: string;
  /** At most eight are shown. None (and not loading), and the section is left out of the page. */
  products: ProductCardData[];
  /** The full list ("/collection/new-arrivals"); adds a "See all" link under the rail. */
  seeAllHref?: string;
  /** Products are on their way: skeleton cards under the real title. */
  isLoading?: boolean;
}

/**
 * A home-page section (docs/product-spec.md §2: most watched, new arrivals, best sellers, special offers): its
 * title, a sideways rail of up to eight product cards and an optional "See all" link.
 */
export function HomeSection({
  intl,
  title,
  products,
  seeAllHref,
  isLoading = false,
  ...actions
}: HomeSectionProps) {
  if (isLoading) {
    return (
      <div className={styles.root} aria-busy="true">
        <Rail intl={intl} title={title}>
          {Array.from({ length: LOADING_CARDS }, (_, index) => (
            <ProductCardSkeleton
              intl={intl}
              key={index}
              withAction={actions.onQuickAdd !== undefined}
            />
          ))}
        </Rail>
      </div>
    );
  }
  if (products.length === 0) return null;
  return (
    <div className={styles.root}>
      <Rail intl={intl} title={title}>
        {products.slice(0, HOME_SECTION_SIZE).map((product) => (
          <ProductCard
            key={product.id}
            intl={intl}
            {...cardProps(product, actions)}
            headingLevel={3}
            imageSizes={pictureSizes.productCardRail}
          />
        ))}
      </Rail>
      {seeAllHref !== undefined && (
        <div className={styles.footer}>
          {/* A native link (React Aria's would bring its press handling to every page with rails). */}
          <RouterLink
            className={link({ variant: 'standalone' })}
            href={seeAllHref}
            aria-label={intl.formatMessage({ id: 'catalogue.home.seeAllLabel' }, { title })}
          >
            {intl.formatMessage({ id: 'catalogue.home.seeAll' })}
            <span className={styles.chevron} aria-hidden="true">
              <IconChevronEnd />
            </span>
          </RouterLink>
        </div>
      )}
    </div>
  );
}
