import { EmptyState } from '../../../EmptyState';
import { IconMenu } from '../../../Icon';
import { BrowseLink } from './BrowseLink';
import type { CommonProps } from './EmptyStates';

/**
 * No categories (a category with no sub-categories to tile, or a shop still being set up). A module
 * of its own whose link is a plain `<a>` with Button's look: `CategoryTiles` renders it on the
 * server, and a page that shows the tiles must not load React Aria for an empty state it rarely
 * shows.
 */
export function CategoriesEmptyState({
  intl,
  titleLevel = 2,
  browseHref = '/products',
}: CommonProps) {
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <EmptyState
      titleLevel={titleLevel}
      title={t('catalogue.empty.categories.title')}
      description={t('catalogue.empty.categories.text')}
      illustration={<IconMenu size="fill" />}
      action={<BrowseLink intl={intl} href={browseHref} />}
    />
  );
}
