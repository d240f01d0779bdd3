// @vitest-environment happy-dom
import { messagesFor, type Locale, type MessageKey } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { UiProvider } from '@dar/ui';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET, generateStaticParams } from '../app/api/messages/[locale]/[unit]/route';
import { rootClientMessages } from './client-messages';
import { lazyMessageIds } from './client-messages.generated';
import { withMessages } from './lazy-messages';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const get = (locale: string, unit: string) =>
  GET(new Request(`http://shop.test/api/messages/${locale}/${unit}`), {
    params: Promise.resolve({ locale, unit }),
  });

describe('a lazy unit’s messages (app/api/messages/[locale]/[unit])', () => {
  it('are made for every language and unit, each with exactly its ids, compiled', async () => {
    const units = Object.keys(lazyMessageIds);
    expect(units).toEqual(expect.arrayContaining(['CartDrawer', 'LoginPopupDialog']));
    expect(generateStaticParams()).toHaveLength(units.length * 2);
    for (const { locale, unit } of generateStaticParams()) {
      const response = await get(locale, unit);
      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(
        [...lazyMessageIds[unit as keyof typeof lazyMessageIds]].sort(),
      );
    }
    const drawer = (await (await get('ar', 'CartDrawer')).json()) as Record<string, unknown>;
    // A message that is only text comes as its text; one with an argument, compiled.
    expect(drawer['cart.summary.total']).toBe(messagesFor('ar')['cart.summary.total']);
    const withArgument = Object.entries(drawer).find(([id]) =>
      messagesFor('ar')[id as MessageKey].includes('{'),
    );
    expect(withArgument?.[1]).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 1 })]),
    );
  });

  it('answer 404 for a unit or a language there is none of', async () => {
    expect((await get('ar', 'NoSuchUnit')).status).toBe(404);
    expect((await get('fr', 'CartDrawer')).status).toBe(404);
    expect((await get('ar', 'constructor')).status).toBe(404);
  });
});

function Total({ suffix }: { suffix: string }) {
  return <p>{`${useIntl().formatMessage({ id: 'cart.summary.total' })}${suffix}`}</p>;
}

describe('withMessages', () => {
  it.each<Locale>(['ar', 'en'])(
    '%s: the loaded component shows its unit’s words, fetched once for the page',
    async (locale) => {
      document.documentElement.lang = locale;
      const fetches: string[] = [];
      // The browser's fetch, answered by the route itself.
      vi.stubGlobal('fetch', (url: string) => {
        fetches.push(url);
        const [, , , lang, unit] = url.split('/');
        return get(lang!, unit!);
      });
      const root = rootClientMessages(locale);
      expect(Object.keys(root)).not.toContain('cart.summary.total');
      const load = () => withMessages('CartDrawer', Promise.resolve({ Total }), (m) => m.Total);
      const Loaded = await load();
      await load();
      // Another test's language is another address: one fetch per language.
      expect(fetches).toEqual([`/api/messages/${locale}/CartDrawer`]);
      const { getByText } = render(
        <UiProvider locale={locale} messages={root}>
          <Loaded suffix="!" />
        </UiProvider>,
      );
      expect(getByText(`${messagesFor(locale)['cart.summary.total']}!`)).toBeTruthy();
    },
  );
});
