'use client';

import { useIntl } from '@dar/i18n/react';
import type { Ref } from 'react';
import {
  Button as AriaButton,
  Label,
  Tag as AriaTag,
  TagGroup as AriaTagGroup,
  TagList,
  type Key,
  type TagGroupProps as AriaTagGroupProps,
} from 'react-aria-components';

import { IconClose } from '../Icon';
import * as styles from './TagGroup.css';

export interface TagItem {
  id: Key;
  label: string;
}

export interface TagGroupProps extends Omit<
  AriaTagGroupProps,
  'className' | 'style' | 'render' | 'children'
> {
  /** What the tags are ("Active filters"); shown above them unless `hideLabel`. */
  label: string;
  /** Read by screen readers only: for a row of chips whose meaning the layout already shows. */
  hideLabel?: boolean;
  items: readonly TagItem[];
  /**
   * Given, every tag gets a remove button (and Backspace/Delete removes the focused one): the ids
   * to take away, e.g. a filter to clear.
   */
  onRemove?: (ids: Set<Key>) => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A row of short labels: active filter chips (removable), a product's materials. Arrow keys move
 * between tags in the reading direction; each remove button is named "Remove <tag>" in the page's
 * language.
 */
export function TagGroup({ label, hideLabel = false, items, onRemove, ...props }: TagGroupProps) {
  const intl = useIntl();
  const removeLabel = intl.formatMessage({ id: 'ui.tag.remove' });
  return (
    <AriaTagGroup
      {...props}
      onRemove={onRemove}
      aria-label={hideLabel ? label : undefined}
      className={styles.group}
    >
      {!hideLabel && <Label className={styles.label}>{label}</Label>}
      <TagList items={items} className={styles.list}>
        {(item) => (
          <AriaTag id={item.id} textValue={item.label} className={styles.tag}>
            {({ allowsRemoving }) => (
              <>
                <span className={styles.text}>{item.label}</span>
                {allowsRemoving && (
                  <AriaButton slot="remove" aria-label={removeLabel} className={styles.remove}>
                    <span className={styles.removeIcon} aria-hidden="true">
                      <IconClose size="fill" />
                    </span>
                  </AriaButton>
                )}
              </>
            )}
          </AriaTag>
        )}
      </TagList>
    </AriaTagGroup>
  );
}
