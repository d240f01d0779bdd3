'use client';

import { useIntl } from '@dar/i18n/react';
import type { Ref } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Group,
  Input,
  Label,
  ListBox,
  Popover,
  Text,
  type ValidationResult,
} from 'react-aria-components';

import * as passwordStyles from '../PasswordField/PasswordField.css';
import { Chevron, OptionItem, type SelectOption } from '../Select/options';
import * as selectStyles from '../Select/Select.css';
import { FieldErrorMessage } from '../TextField/fieldError';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './ComboBox.css';

export interface ComboBoxProps extends Omit<
  AriaComboBoxProps<SelectOption>,
  'children' | 'className' | 'style' | 'render' | 'items' | 'defaultItems'
> {
  /** The question ("City", "Governorate"). */
  label: string;
  /** Every option; the list shows those whose label contains what was typed. */
  options: SelectOption[];
  placeholder?: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  ref?: Ref<HTMLDivElement>;
}

/**
 * Choosing from a long list by typing (a city out of hundreds). Matching ignores case and Arabic
 * diacritics through the locale's collator; the list opens aligned with the field's start edge and
 * says so when nothing matches.
 */
export function ComboBox({
  label,
  options,
  placeholder,
  description,
  errorMessage,
  ...props
}: ComboBoxProps) {
  const intl = useIntl();
  return (
    <AriaComboBox
      {...props}
      defaultItems={options}
      // Keeps the list open to say "No matches" instead of silently closing.
      allowsEmptyCollection
      className={fieldStyles.root}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Group className={styles.group}>
        <Input className={passwordStyles.input} placeholder={placeholder} />
        <Button className={`${passwordStyles.inlineButton} ${styles.toggle}`}>
          <Chevron className={passwordStyles.icon} />
        </Button>
      </Group>
      {description !== undefined && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldErrorMessage errorMessage={errorMessage} choice />
      <Popover className={selectStyles.popover} placement="bottom start" offset={4}>
        <ListBox
          className={selectStyles.listBox}
          renderEmptyState={() => (
            <div className={selectStyles.empty}>
              {intl.formatMessage({ id: 'ui.combobox.noResults' })}
            </div>
          )}
        >
          {(option: SelectOption) => <OptionItem option={option} />}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
