// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from './config';
import { messagesFor } from './messages';
import { createLazyMessages, DarIntlProvider, useIntl } from './react';
import {
  clientMessageScopes,
  compiledMessagesFor,
  lazyUnitMessages,
  lazyUnitParams,
} from './server';

/*
 * Messages by scope and by lazy unit, as an app wires them: a generated file's ids (here written
 * by hand), `clientMessageScopes` in its layouts, a route answering with `lazyUnitMessages`, and
 * `createLazyMessages` in the browser fetching from that route.
 */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const clientMessageIds = {
  root: ['ui.pagination.label'],
  account: ['account.cancel.open'],
} as const;
const lazyMessageIds = { Drawer: ['cart.summary.total'], Dialog: ['auth.signIn.submit'] } as const;

function Words({ ids, suffix = '' }: { ids: string[]; suffix?: string }) {
  const intl = useIntl();
  return <p>{ids.map((id) => intl.formatMessage({ id })).join(' | ') + suffix}</p>;
}

describe('clientMessageScopes', () => {
  const { rootMessages, ScopeMessages } = clientMessageScopes(clientMessageIds);

  it.each<Locale>(['ar', 'en'])('%s: a scope adds its ids to the root’s', (locale) => {
    const messages = messagesFor(locale);
    expect(Object.keys(rootMessages(locale))).toEqual(['ui.pagination.label']);
    const { getByText } = render(
      <DarIntlProvider locale={locale} messages={rootMessages(locale)}>
        <ScopeMessages locale={locale} scope="account">
          <Words ids={['ui.pagination.label', 'account.cancel.open']} />
        </ScopeMessages>
      </DarIntlProvider>,
    );
    expect(
      getByText(`${messages['ui.pagination.label']} | ${messages['account.cancel.open']}`),
    ).toBeTruthy();
  });
});

describe('lazyUnitMessages and lazyUnitParams (an app’s route)', () => {
  it('answer a unit’s own ids compiled, for every language and unit', async () => {
    expect(lazyUnitParams(lazyMessageIds)).toEqual([
      { locale: 'ar', unit: 'Drawer' },
      { locale: 'ar', unit: 'Dialog' },
      { locale: 'en', unit: 'Drawer' },
      { locale: 'en', unit: 'Dialog' },
    ]);
    const response = lazyUnitMessages('ar', 'Drawer', lazyMessageIds);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await response.json()).toEqual(compiledMessagesFor('ar', ['cart.summary.total']));
  });

  it('answer 404 for a unit or a language there is none of', () => {
    expect(lazyUnitMessages('ar', 'NoSuchUnit', lazyMessageIds).status).toBe(404);
    expect(lazyUnitMessages('fr', 'Drawer', lazyMessageIds).status).toBe(404);
    expect(lazyUnitMessages('ar', 'constructor', lazyMessageIds).status).toBe(404);
  });
});

describe('createLazyMessages', () => {
  /** The browser's fetch, answered by the route; the addresses it was asked for. */
  const serve = () => {
    const fetches: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetches.push(url);
      const [, , locale, file] = url.split('/');
      return lazyUnitMessages(locale!, file!.replace('.json', ''), lazyMessageIds);
    });
    return fetches;
  };

  it.each<Locale>(['ar', 'en'])(
    '%s: the loaded component shows its unit’s words, fetched once from the app’s address',
    async (locale) => {
      document.documentElement.lang = locale;
      const fetches = serve();
      const { withMessages } = createLazyMessages<keyof typeof lazyMessageIds>({
        url: (locale, unit) => `/m/${locale}/${unit}.json`,
      });
      const load = () => withMessages('Drawer', Promise.resolve({ Words }), (m) => m.Words);
      const Loaded = await load();
      await load();
      expect(fetches).toEqual([`/m/${locale}/Drawer.json`]);
      const { getByText } = render(
        <DarIntlProvider locale={locale} messages={compiledMessagesFor(locale, [])}>
          <Loaded ids={['cart.summary.total']} suffix="!" />
        </DarIntlProvider>,
      );
      expect(getByText(`${messagesFor(locale)['cart.summary.total']}!`)).toBeTruthy();
    },
  );

  it('takes the language from `locale` when given', async () => {
    document.documentElement.lang = 'ar';
    const fetches = serve();
    const { unitMessages } = createLazyMessages({
      url: (locale, unit) => `/m/${locale}/${unit}.json`,
      locale: () => 'en',
    });
    expect(await unitMessages('Dialog')).toEqual(compiledMessagesFor('en', ['auth.signIn.submit']));
    expect(fetches).toEqual(['/m/en/Dialog.json']);
  });

  it('rejects when the messages do not come, and asks again next time', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', () => {
      calls += 1;
      return Promise.resolve(new Response('down', { status: 503 }));
    });
    const { withMessages } = createLazyMessages({ url: (locale, unit) => `/m/${locale}/${unit}` });
    const load = () => withMessages('Dialog', Promise.resolve({ Words }), (m) => m.Words);
    await expect(load()).rejects.toThrow('503');
    await expect(load()).rejects.toThrow('503');
    expect(calls).toBe(2);
  });
});
