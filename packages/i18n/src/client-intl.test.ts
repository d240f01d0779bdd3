import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { createClientIntl } from './client-intl';
import type { Locale } from './config';
import { compiledMessagesFor, getIntl } from './server';

/** The arguments a message takes: plural and number ones are numbers; select ones, their keys. */
function argumentsOf(
  elements: readonly MessageFormatElement[] | string,
  found = new Map<string, string[] | 'number' | 'text'>(),
) {
  // A message that is only text has none.
  if (typeof elements === 'string') return found;
  for (const element of elements) {
    if (element.type === 1) {
      if (!found.has(element.value)) found.set(element.value, 'text');
    } else if (element.type === 2 || element.type === 6) {
      found.set(element.value, 'number');
    } else if (element.type === 5) {
      found.set(element.value, Object.keys(element.options));
    }
    if ('options' in element) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
  }
  return found;
}

// Numbers that reach every Arabic plural form (zero, one, two, few, many, other) and `=N` cases.
const NUMBERS = [0, 1, 2, 3, 10, 11, 99, 100, 102, 1234, 15000];

/** Several sets of values for a message: each number, each select key, a text with Arabic. */
function valueSets(
  elements: readonly MessageFormatElement[] | string,
): Record<string, string | number>[] {
  const args = [...argumentsOf(elements)];
  const longestSelect = Math.max(
    1,
    ...args.map(([, kind]) => (Array.isArray(kind) ? kind.length + 1 : 1)),
  );
  const rounds = Math.max(NUMBERS.length, longestSelect);
  return Array.from({ length: rounds }, (_, round) =>
    Object.fromEntries(
      args.map(([name, kind]) => [
        name,
        kind === 'number'
          ? NUMBERS[round % NUMBERS.length]!
          : kind === 'text'
            ? round % 2
              ? `سلمى ${round}`
              : `X-${round}`
            : // Every key in turn, then one no option names (the `other` case).
              [...kind, 'not-an-option'][round % (kind.length + 1)]!,
      ]),
    ),
  );
}

describe.each<Locale>(['ar', 'en'])('the browser formatter in %s', (locale) => {
  const compiled = compiledMessagesFor(locale);
  const reactIntl = getIntl(locale);
  const client = createClientIntl(locale, compiled, {
    onError: (error) => {
      throw error;
    },
  });

  it('formats every message of the catalogue as react-intl does, for every kind of value', () => {
    let compared = 0;
    for (const [id, elements] of Object.entries(compiled)) {
      for (const values of valueSets(elements)) {
        expect(client.formatMessage({ id }, values), `${id} ${JSON.stringify(values)}`).toBe(
          reactIntl.formatMessage({ id }, values),
        );
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(Object.keys(compiled).length * NUMBERS.length - 1);
  });

  it('sends a message that is only text as its text, the rest as their elements', () => {
    expect(compiled['cart.add']).toBe(locale === 'ar' ? 'أضف إلى السلة' : 'Add to cart');
    expect(Array.isArray(compiled['cart.line.removeLabel'])).toBe(true);
  });

  it('formats numbers and dates as react-intl does', () => {
    const date = new Date(Date.UTC(2026, 10, 27, 14, 30));
    for (const options of [
      undefined,
      { dateStyle: 'long' as const },
      { month: 'short' as const, day: 'numeric' as const },
    ]) {
      expect(client.formatDate(date, options)).toBe(reactIntl.formatDate(date, options));
      expect(client.formatDate(date.toISOString(), options)).toBe(
        reactIntl.formatDate(date.toISOString(), options),
      );
    }
    for (const options of [
      undefined,
      { style: 'percent' as const },
      { style: 'currency' as const, currency: 'EGP' },
    ]) {
      expect(client.formatNumber(1234.5, options)).toBe(reactIntl.formatNumber(1234.5, options));
    }
  });

  it('answers the id of a missing message and reports it', () => {
    const errors: Error[] = [];
    const reporting = createClientIntl(locale, compiled, {
      onError: (error) => errors.push(error),
    });
    expect(reporting.formatMessage({ id: 'no.such.message' })).toBe('no.such.message');
    expect(errors).toHaveLength(1);
  });

  it('keeps a value that is not text as a part of its own', () => {
    const node = { kind: 'node' };
    const id = Object.keys(compiled).find((key) => {
      const args = argumentsOf(compiled[key as keyof typeof compiled]);
      return args.size === 1 && [...args.values()][0] === 'text';
    })!;
    const name = [...argumentsOf(compiled[id as keyof typeof compiled]).keys()][0]!;
    const parts = client.formatMessage({ id }, { [name]: node } as never) as unknown as unknown[];
    expect(Array.isArray(parts)).toBe(true);
    expect(parts).toContain(node);
  });
});
