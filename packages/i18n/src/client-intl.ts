import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { localeConfig, type Locale } from './config';
import type { ShopIntl } from './format';
import type { CompiledMessages } from './messages';

/*
 * The browser's formatter of our ICU catalogues, in place of react-intl (about 13 KB gzip on every
 * page's first load). It formats the catalogues' messages as compiled by `compiledMessagesFor`
 * (react-intl's own AST, so the server and the browser read the same parse) and gives the same
 * results as react-intl for every message of both catalogues (client-intl.test.ts formats each one
 * with both): text, `{arg}`, `{arg, number}`, `{arg, plural, …}` with `=N` and `#`, and
 * `{arg, select, …}` — everything the catalogues use. A construct they do not use (dates and times
 * inside a message, number skeletons, tags) is refused by that test, so a new one is noticed before
 * a shopper sees it. Dates and numbers outside messages are `Intl`'s, as react-intl's are.
 */

/** The AST's element types (`TYPE` of @formatjs/icu-messageformat-parser, a const enum there). */
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;

/** A message's value: text, a number, or a React node (which makes the result a list of parts). */
export type MessageValue = string | number | boolean | null | undefined | object;

export type MessageValues = Record<string, MessageValue>;

/** What a client component reads from `useIntl()`: react-intl's calls our components use. */
export interface ClientIntl extends ShopIntl {
  /** The catalogue, to ask whether a message exists (`id in intl.messages`). */
  messages: Readonly<Record<string, unknown>>;
}

/** A construct of ICU the formatter does not know (the catalogues use none). */
class UnsupportedMessageError extends Error {}

function formatElements(
  elements: readonly MessageFormatElement[],
  values: MessageValues,
  locale: string,
  numbers: (options?: Intl.NumberFormatOptions) => Intl.NumberFormat,
  plurals: () => Intl.PluralRules,
  pluralValue: number | null,
  parts: unknown[],
): void {
  for (const element of elements) {
    switch (element.type) {
      case LITERAL:
        parts.push(element.value);
        break;
      case POUND:
        if (pluralValue !== null) parts.push(numbers().format(pluralValue));
        break;
      case ARGUMENT: {
        const value = values[element.value];
        // As intl-messageformat: text and numbers as `String()` (a number is not localised here),
        // anything else (a React node) as it is; a missing value as nothing.
        if (typeof value === 'string' || typeof value === 'number') parts.push(String(value));
        else if (value) parts.push(value);
        break;
      }
      case NUMBER: {
        if (element.style) throw new UnsupportedMessageError('number styles are not supported');
        const value = values[element.value];
        parts.push(numbers().format(Number(value)));
        break;
      }
      case SELECT: {
        const key = String(values[element.value]);
        const option = element.options[key] ?? element.options.other;
        if (!option) throw new UnsupportedMessageError(`select ${element.value} has no "${key}"`);
        formatElements(option.value, values, locale, numbers, plurals, pluralValue, parts);
        break;
      }
      case PLURAL: {
        if (element.offset || element.pluralType !== 'cardinal') {
          throw new UnsupportedMessageError('plural offsets and ordinals are not supported');
        }
        const value = Number(values[element.value]);
        const option =
          element.options[`=${value}`] ??
          element.options[plurals().select(value)] ??
          element.options.other;
        if (!option) throw new UnsupportedMessageError(`plural ${element.value} has no option`);
        formatElements(option.value, values, locale, numbers, plurals, value, parts);
        break;
      }
      default:
        throw new UnsupportedMessageError(`element type ${element.type} is not supported`);
    }
  }
}

/** Adjacent text joined; one text part is the string itself, as react-intl answers. */
function joinParts(parts: unknown[]): string | unknown[] {
  const joined: unknown[] = [];
  for (const part of parts) {
    const last = joined.length - 1;
    if (typeof part === 'string' && typeof joined[last] === 'string') {
      joined[last] = `${joined[last] as string}${part}`;
    } else {
      joined.push(part);
    }
  }
  if (joined.length === 0) return '';
  if (joined.length === 1 && typeof joined[0] === 'string') return joined[0];
  return joined;
}

export interface ClientIntlOptions {
  /** A missing message or a construct the formatter does not know (default: `console.error`). */
  onError?: (error: Error) => void;
  /**
   * What a message with React nodes among its values answers: its parts as they are by default;
   * the React provider gives them keys (`Children.toArray`), as react-intl does.
   */
  toNodes?: (parts: unknown[]) => unknown;
}

/**
 * An intl object for the browser over `locale`'s compiled catalogue. `formatMessage` answers a
 * string, or the parts when a value is a React node. A message missing from the catalogue answers
 * its id, as react-intl does, and is reported.
 */
export function createClientIntl(
  locale: Locale,
  messages:
    Partial<CompiledMessages> | Readonly<Record<string, readonly MessageFormatElement[] | string>>,
  { onError = (error) => console.error(error), toNodes = (parts) => parts }: ClientIntlOptions = {},
): ClientIntl {
  const intlLocale = localeConfig[locale].intlLocale;
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const numbers = (options?: Intl.NumberFormatOptions) => {
    const key = options ? JSON.stringify(options) : '';
    let format = numberFormats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(intlLocale, options);
      numberFormats.set(key, format);
    }
    return format;
  };
  let pluralRules: Intl.PluralRules | undefined;
  const plurals = () => (pluralRules ??= new Intl.PluralRules(intlLocale));
  const catalogue = messages as Readonly<Record<string, readonly MessageFormatElement[] | string>>;
  const formatMessage = ({ id }: { id: string }, values: MessageValues = {}) => {
    const message = catalogue[id];
    if (message === undefined) {
      onError(new Error(`Missing message "${id}" for locale "${intlLocale}"`));
      return id;
    }
    // A message that is only text (compiledMessagesFor gives it as a string).
    if (typeof message === 'string') return message;
    const parts: unknown[] = [];
    try {
      formatElements(message, values, intlLocale, numbers, plurals, null, parts);
    } catch (error) {
      onError(error instanceof Error ? error : new Error(String(error)));
      return id;
    }
    const joined = joinParts(parts);
    return typeof joined === 'string' ? joined : toNodes(joined);
  };
  return {
    locale: intlLocale,
    messages: catalogue,
    formatMessage: formatMessage as ShopIntl['formatMessage'],
    formatNumber: ((value: number | bigint, options?: Intl.NumberFormatOptions) =>
      numbers(options).format(value)) as ShopIntl['formatNumber'],
    formatDate: ((value: Date | number | string, options?: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(intlLocale, options).format(
        typeof value === 'string' ? new Date(value) : value,
      )) as ShopIntl['formatDate'],
  };
}
