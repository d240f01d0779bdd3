'use client';

import { useIntl } from '@dar/i18n/react';
import type { Ref } from 'react';
import {
  Breadcrumb as AriaBreadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
  Link as AriaLink,
} from 'react-aria-components';

import { IconChevronEnd } from '../Icon';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbItem {
  /** Where the crumb leads. The last item is the current page and is not a link. */
  href?: string;
  label: string;
}

export interface BreadcrumbsProps {
  /** From the home page to the current page (Home › Living room › Sofas › Nile sofa). */
  items: readonly BreadcrumbItem[];
  ref?: Ref<HTMLElement>;
}

/**
 * Where the page sits in the catalogue, as links back up the category tree. A navigation landmark;
 * the last crumb is marked `aria-current="page"`; the separators point along the reading direction.
 * Links go through the app's router when UiProvider has one.
 */
export function Breadcrumbs({ items, ref }: BreadcrumbsProps) {
  const intl = useIntl();
  return (
    <nav ref={ref} aria-label={intl.formatMessage({ id: 'ui.breadcrumbs' })}>
      <AriaBreadcrumbs className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <AriaBreadcrumb key={`${index}-${item.label}`} className={styles.item}>
              <AriaLink href={last ? undefined : item.href} className={styles.link}>
                {item.label}
              </AriaLink>
              {!last && (
                <span className={styles.separator}>
                  <IconChevronEnd size="sm" />
                </span>
              )}
            </AriaBreadcrumb>
          );
        })}
      </AriaBreadcrumbs>
    </nav>
  );
}
