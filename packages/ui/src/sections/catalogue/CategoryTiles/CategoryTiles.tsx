import type { ShopIntl } from '@dar/i18n';
import { pictureSizes } from '@dar/tokens';

import { RouterLink } from '../../../Link/RouterLink';
import { Skeleton } from '../../../Skeleton';
import { CategoriesEmptyState } from '../EmptyStates/CategoriesEmptyState';
import * as styles from './CategoryTiles.css';
import { categoryHref } from './href';
import { usePartId } from '../../../partId';

/** A category (a facet value or collection: its slug, name and photo). */
export interface CategoryTileData {
  id: string;
  slug: string;
  name: string;
  /** The category's featured image, or null. */
  imageUrl: string | null;
  /** The same picture at several widths (`srcset`), so the browser fetches the one it needs. */
  imageSrcSet?: string;
}

export interface CategoryTilesProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  categories: CategoryTileData[];
  /** A heading above the tiles; without one, name the list with `label`. */
  title?: string;
  titleLevel?: 2 | 3;
  /** The list's accessible name when there is no title. */
  label?: string;
  /** Tiles of a category's sub-categories link to `/products/c/{parentSlug}/{slug}`. */
  parentSlug?: string;
  isLoading?: boolean;
  /** Skeleton tiles while loading. */
  loadingCount?: number;
}

/** Categories as photo tiles, each a link to its products; "no categories yet" when there are none. */
export function CategoryTiles({
  intl,
  categories,
  title,
  titleLevel = 2,
  label,
  parentSlug,
  isLoading = false,
  loadingCount = 6,
}: CategoryTilesProps) {
  const titleId = usePartId('categories');
  const Title = `h${titleLevel}` as const;
  const name = title !== undefined ? { 'aria-labelledby': titleId } : { 'aria-label': label };

  let body;
  if (isLoading) {
    body = (
      <ul
        className={styles.grid}
        aria-busy="true"
        aria-label={intl.formatMessage({ id: 'ui.loading' })}
      >
        {Array.from({ length: loadingCount }, (_, index) => (
          <li key={index} className={styles.tile} aria-hidden="true">
            <span className={styles.media}>
              <Skeleton shape="square" />
            </span>
            <span className={styles.nameSkeleton}>
              <Skeleton />
            </span>
          </li>
        ))}
      </ul>
    );
  } else if (categories.length === 0) {
    body = <CategoriesEmptyState intl={intl} titleLevel={title !== undefined ? 3 : titleLevel} />;
  } else {
    body = (
      <ul className={styles.grid} {...name}>
        {categories.map((category) => (
          <li key={category.id}>
            <RouterLink className={styles.tile} href={categoryHref(category.slug, parentSlug)}>
              <span className={styles.media}>
                {category.imageUrl !== null && (
                  // The link's name is the category's: the photo is decoration.
                  <img
                    className={styles.image}
                    src={category.imageUrl}
                    srcSet={category.imageSrcSet}
                    sizes={category.imageSrcSet ? pictureSizes.categoryTile : undefined}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                )}
              </span>
              <span className={styles.name}>{category.name}</span>
            </RouterLink>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.root} {...(title !== undefined && { 'aria-labelledby': titleId })}>
      {title !== undefined && (
        <Title id={titleId} className={styles.title}>
          {title}
        </Title>
      )}
      {body}
    </section>
  );
}
