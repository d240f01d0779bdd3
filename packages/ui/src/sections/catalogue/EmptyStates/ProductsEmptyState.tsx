import { EmptyState } from '../../../EmptyState';
import { IconSearch } from '../../../Icon';
import { BrowseLink } from './BrowseLink';
import type { CommonProps } from './EmptyStates';

/**
 * A listing (all products, a category, a collection) with nothing to show. A module of its own
 * whose link is a plain `<a>` with Button's look (as `CategoriesEmptyState`): `ProductList`
 * renders it on the server, and a listing must not load React Aria for an empty state.
 */
export function ProductsEmptyState({
  intl,
  titleLevel = 2,
  browseHref = '/products',
}: CommonProps) {
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <EmptyState
      titleLevel={titleLevel}
      title={t('catalogue.empty.products.title')}
      description={t('catalogue.empty.products.text')}
      illustration={<IconSearch size="fill" />}
      action={<BrowseLink intl={intl} href={browseHref} />}
    />
  );
}
