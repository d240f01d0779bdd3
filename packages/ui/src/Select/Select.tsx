'use client';

import { useIntl } from '@dar/i18n/react';
import type { Ref } from 'react';
import {
  Button,
  Label,
  ListBox,
  Popover,
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  SelectValue,
  Text,
  type ValidationResult,
} from 'react-aria-components';

import { FieldErrorMessage } from '../TextField/fieldError';
import * as fieldStyles from '../TextField/TextField.css';
import { Chevron, OptionItem, type SelectOption } from './options';
import * as styles from './Select.css';

export interface SelectProps extends Omit<
  AriaSelectProps<SelectOption, 'single'>,
  'children' | 'className' | 'style' | 'render' | 'items' | 'selectionMode' | 'placeholder'
> {
  /** The question ("Governorate", "Sort by"). */
  label: string;
  options: SelectOption[];
  /** Shown before anything is chosen; defaults to a localized "Choose…". */
  placeholder?: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  ref?: Ref<HTMLDivElement>;
}

/**
 * Choosing one of a short, known list (sort order, governorate). The list opens below the field,
 * aligned with its start edge (right in Arabic), and above it when there is no room below; arrow
 * keys and typing the first letters pick an option.
 */
export function Select({
  label,
  options,
  placeholder,
  description,
  errorMessage,
  ...props
}: SelectProps) {
  const intl = useIntl();
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder ?? intl.formatMessage({ id: 'ui.select.placeholder' })}
      className={fieldStyles.root}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <Chevron className={styles.chevron} />
      </Button>
      {description !== undefined && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldErrorMessage errorMessage={errorMessage} choice />
      <Popover className={styles.popover} placement="bottom start" offset={4}>
        <ListBox items={options} className={styles.listBox}>
          {(option) => <OptionItem option={option} />}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
