'use client';

import { useIntl } from '@dar/i18n/react';
import type { Ref } from 'react';
import {
  Button,
  Group,
  Input,
  Label,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Text,
} from 'react-aria-components';

import { IconClose, IconSearch } from '../Icon';
import * as passwordStyles from '../PasswordField/PasswordField.css';
import * as fieldStyles from '../TextField/TextField.css';
import * as hiddenStyles from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends Omit<
  AriaSearchFieldProps,
  'children' | 'className' | 'style' | 'render'
> {
  /** The field's name; defaults to a localized "Search". */
  label?: string;
  /** The header's search box has no room for a visible label; it is still read out. */
  hideLabel?: boolean;
  description?: string;
  /** "Sofas, tables, lamps…" — a hint, never a substitute for the label. */
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A search box (the header's product search, filtering a long list). Enter calls `onSubmit` with
 * the text; Escape or the clear button empties it and keeps focus in the field.
 */
export function SearchField({
  label,
  hideLabel = false,
  description,
  placeholder,
  ref,
  ...props
}: SearchFieldProps) {
  const intl = useIntl();
  const name = label ?? intl.formatMessage({ id: 'ui.search.label' });
  return (
    <AriaSearchField {...props} className={styles.root}>
      <Label className={hideLabel ? hiddenStyles.root : fieldStyles.label}>{name}</Label>
      <Group className={styles.group} isDisabled={props.isDisabled}>
        <span className={styles.searchIcon} aria-hidden="true">
          <IconSearch size="fill" />
        </span>
        <Input
          ref={ref}
          className={`${passwordStyles.input} ${styles.input}`}
          placeholder={placeholder}
        />
        <Button
          className={`${passwordStyles.inlineButton} ${styles.clear}`}
          aria-label={intl.formatMessage({ id: 'ui.search.clear' })}
        >
          <span className={passwordStyles.icon} aria-hidden="true">
            <IconClose size="fill" />
          </span>
        </Button>
      </Group>
      {description !== undefined && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
    </AriaSearchField>
  );
}
