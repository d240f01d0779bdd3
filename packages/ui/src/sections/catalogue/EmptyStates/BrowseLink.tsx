import type { ShopIntl } from '@dar/i18n';
import * as buttonStyles from '../../../Button/Button.css';
import { RouterLink } from '../../../Link/RouterLink';

/**
 * "Browse the shop" as a plain `<a>` with Button's look: the action of the empty states that
 * server parts render (`ProductList`, `CategoryTiles`), which must not load React Aria for it.
 */
export function BrowseLink({ intl, href }: { intl: ShopIntl; href: string }) {
  return (
    <RouterLink href={href} className={buttonStyles.button({})}>
      <span className={buttonStyles.label}>
        {intl.formatMessage({ id: 'catalogue.empty.shop' })}
      </span>
    </RouterLink>
  );
}
