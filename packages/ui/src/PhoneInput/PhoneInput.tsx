'use client';

import { useIntl } from '@dar/i18n/react';
import { type KeyboardEvent, type Ref, useMemo, useRef, useState } from 'react';
import {
  Button,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
  TextField,
  useLocale,
  type Key,
} from 'react-aria-components';

import { Chevron } from '../Select/options';
import * as selectStyles from '../Select/Select.css';
import { FieldErrorMessage } from '../TextField/fieldError';
import * as fieldStyles from '../TextField/TextField.css';
import {
  checkPhoneNumber,
  type CountryCode,
  DEFAULT_PHONE_COUNTRY,
  findCountryIndex,
  PHONE_MAX_INPUT_LENGTH,
  phoneCountries,
  type PhoneCheck,
  sanitizePhoneInput,
  TYPE_TO_FIND_MS,
} from './phone';
import * as styles from './PhoneInput.css';

/** docs/product-spec.md §9: the country list opens upwards when less than 200 px remain below the field. */
export const OPEN_UPWARD_BELOW_PX = 200;

export interface PhoneInputProps {
  /** The visible label ("Mobile number"). */
  label: string;
  description?: string;
  /** The form field that carries the number in E.164 ("+201012345678"). */
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** The country chosen first; Egypt unless told otherwise. */
  defaultCountry?: CountryCode;
  /** Offer only these countries. */
  countries?: readonly CountryCode[];
  /** Never offer these countries. */
  excludeCountries?: readonly CountryCode[];
  /** Characters the field accepts; 25 by default. */
  maxLength?: number;
  /** The typed text, for a controlled field. */
  defaultValue?: string;
  /** Every change: the text as shown, the chosen country and the check of the number. */
  onChange?: (change: { text: string; country: CountryCode; check: PhoneCheck }) => void;
  /** Shows errors while typing ("aria") or only once the form is submitted ("native", default). */
  validationBehavior?: 'aria' | 'native';
  ref?: Ref<HTMLInputElement>;
}

/**
 * A phone number with its country (docs/product-spec.md §5): the country list is named in the page's language and
 * found by typing its first letters; the number accepts digits in Latin, Arabic-Indic or Persian
 * script, is checked against the country's patterns with libphonenumber-js and is submitted in
 * E.164. The number reads left to right inside an Arabic page; its label and messages follow the
 * page.
 */
export function PhoneInput({
  label,
  description,
  name,
  isRequired,
  isDisabled,
  defaultCountry = DEFAULT_PHONE_COUNTRY,
  countries: only,
  excludeCountries,
  maxLength = PHONE_MAX_INPUT_LENGTH,
  defaultValue = '',
  onChange,
  validationBehavior = 'native',
  ref,
}: PhoneInputProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const countries = useMemo(
    () => phoneCountries(locale, { only, exclude: excludeCountries }),
    [locale, only, excludeCountries],
  );
  const [country, setCountry] = useState<CountryCode>(defaultCountry);
  const [text, setText] = useState(() => sanitizePhoneInput(defaultValue, maxLength));
  const [placement, setPlacement] = useState<'bottom start' | 'top start'>('bottom start');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const search = useRef({ text: '', at: 0 });
  const check = checkPhoneNumber(text, country);
  const chosen = countries.find((entry) => entry.code === country);

  const change = (nextText: string, nextCountry: CountryCode) => {
    setText(nextText);
    setCountry(nextCountry);
    onChange?.({
      text: nextText,
      country: nextCountry,
      check: checkPhoneNumber(nextText, nextCountry),
    });
  };

  const message = (result: PhoneCheck): string | null => {
    if (result.valid) return null;
    if (result.problem === 'REQUIRED')
      return isRequired ? intl.formatMessage({ id: 'ui.phone.required' }) : null;
    if (result.problem === 'INVALID_COUNTRY')
      return intl.formatMessage(
        { id: 'ui.phone.invalidCountry' },
        { code: result.code ?? country },
      );
    return intl.formatMessage({ id: 'ui.phone.invalid' });
  };

  /**
   * Letters typed within 700 ms of each other add up to one search (docs/product-spec.md §9); React Aria's own
   * type-ahead waits a full second, so ours runs first and stops the event.
   */
  const typeToFind = (event: KeyboardEvent) => {
    if (
      event.key.length !== 1 ||
      event.key === ' ' ||
      event.ctrlKey ||
      event.metaKey ||
      event.altKey
    )
      return;
    // Keys reach this wrapper from the trigger and, through React's portal, from the open list.
    const open = listRef.current?.contains(event.target as Node) ?? false;
    const now = Date.now();
    const continuing = now - search.current.at < TYPE_TO_FIND_MS;
    search.current = { text: (continuing ? search.current.text : '') + event.key, at: now };
    const options = open ? [...(listRef.current?.querySelectorAll('[role="option"]') ?? [])] : [];
    const focused = options.findIndex((option) => option === document.activeElement);
    const current = open ? focused : countries.findIndex((entry) => entry.code === country);
    // A new search starts after the current country; a growing one may stay on it.
    const from = Math.max(0, continuing ? current : current + 1);
    const index = findCountryIndex(countries, search.current.text, locale, from);
    event.preventDefault();
    event.stopPropagation();
    const found = countries[index];
    if (!found) return;
    if (open) (options[index] as HTMLElement | undefined)?.focus();
    else change(text, found.code);
  };

  return (
    <TextField
      value={text}
      onChange={(value) => change(sanitizePhoneInput(value, maxLength), country)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={validationBehavior === 'aria' && text !== '' ? !check.valid : undefined}
      validate={() => message(check)}
      validationBehavior={validationBehavior}
      maxLength={maxLength}
      className={fieldStyles.root}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={styles.row}>
        <Select
          aria-label={intl.formatMessage({ id: 'ui.phone.country' })}
          selectedKey={country}
          onSelectionChange={(key: Key | null) => {
            if (key !== null) change(text, String(key) as CountryCode);
          }}
          onOpenChange={(open) => {
            if (!open || !triggerRef.current) return;
            const below = window.innerHeight - triggerRef.current.getBoundingClientRect().bottom;
            setPlacement(below < OPEN_UPWARD_BELOW_PX ? 'top start' : 'bottom start');
          }}
          isDisabled={isDisabled}
        >
          <div className={styles.contents} onKeyDownCapture={typeToFind}>
            <Button ref={triggerRef} className={styles.countryButton}>
              <SelectValue>
                {() => (
                  <span dir="ltr" className={styles.callingCode}>
                    {chosen?.callingCode ?? country}
                  </span>
                )}
              </SelectValue>
              <Chevron className={selectStyles.chevron} />
            </Button>
            <Popover
              className={`${selectStyles.popover} ${styles.popover}`}
              placement={placement}
              shouldFlip={false}
              offset={4}
            >
              <ListBox ref={listRef} items={countries} className={selectStyles.listBox}>
                {(entry) => (
                  <ListBoxItem
                    id={entry.code}
                    textValue={entry.name}
                    className={selectStyles.option}
                  >
                    <span>{entry.name}</span>
                    <span dir="ltr" className={styles.callingCode}>
                      {entry.callingCode}
                    </span>
                  </ListBoxItem>
                )}
              </ListBox>
            </Popover>
          </div>
        </Select>
        <Input
          ref={ref}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          className={styles.number}
        />
      </div>
      {name !== undefined && (
        <input type="hidden" name={name} value={check.valid ? check.e164 : ''} />
      )}
      {description !== undefined && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      {/* Worded at render from the number's problem, so a shown error follows the provider's
          language; an error the form was given (a server's) is shown as it came. */}
      <FieldErrorMessage
        errorMessage={(validation) => message(check) ?? validation.validationErrors.join(' ')}
      />
    </TextField>
  );
}
