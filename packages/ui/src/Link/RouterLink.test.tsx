import { compiledMessagesFor } from '@dar/i18n/server';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { UiProvider } from '../provider';
import { RouterLink, routes } from './RouterLink';

// The server parts' links (footer, product card, category tiles, logo, banners) are native <a>s:
// written on the server as the app's router would write them, and routed by a click handler.
describe('RouterLink', () => {
  it('is a plain link, without React Aria, outside a router', () => {
    const html = renderToString(
      <RouterLink href="/pages/about-us" className="footer-link">
        About
      </RouterLink>,
    );
    expect(html).toBe('<a class="footer-link" href="/pages/about-us">About</a>');
  });

  it("writes the href through the UiProvider's useHref (a locale prefix)", () => {
    const html = renderToString(
      <UiProvider
        locale="en"
        messages={compiledMessagesFor('en')}
        root={false}
        navigate={() => {}}
        useHref={(href) => `/en${href}`}
      >
        <RouterLink href="/pages/about-us" className="footer-link" aria-label="About us">
          About
        </RouterLink>
      </UiProvider>,
    );
    expect(html).toBe(
      '<a class="footer-link" aria-label="About us" href="/en/pages/about-us">About</a>',
    );
  });

  describe('routes a click the way React Aria links do', () => {
    const origin = 'https://dar.example';
    const link = (href: string, attributes: Record<string, string> = {}) =>
      ({
        origin: new URL(href, origin).origin,
        getAttribute: (name: string) => attributes[name] ?? null,
        hasAttribute: (name: string) => name in attributes,
      }) as unknown as HTMLAnchorElement;
    const click = (
      currentTarget: HTMLAnchorElement,
      keys: Partial<
        Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'defaultPrevented', boolean>
      > & {
        button?: number;
      } = {},
    ) => ({
      defaultPrevented: false,
      button: 0,
      altKey: false,
      ctrlKey: false,
      metaKey: false,
      shiftKey: false,
      currentTarget,
      ...keys,
    });
    // The page's origin, which the predicate compares with (the tests run in Node).
    beforeAll(() => {
      (globalThis as { window?: unknown }).window = { location: { origin } };
    });
    afterAll(() => {
      delete (globalThis as { window?: unknown }).window;
    });

    it('a plain click on a link to this site', () => {
      expect(routes(click(link('/products')))).toBe(true);
    });

    it('leaves new tabs, downloads, other buttons and other sites to the browser', () => {
      expect(routes(click(link('/products'), { metaKey: true }))).toBe(false);
      expect(routes(click(link('/products'), { ctrlKey: true }))).toBe(false);
      expect(routes(click(link('/products'), { shiftKey: true }))).toBe(false);
      expect(routes(click(link('/products'), { button: 1 }))).toBe(false);
      expect(routes(click(link('/products', { target: '_blank' })))).toBe(false);
      expect(routes(click(link('/products', { download: '' })))).toBe(false);
      expect(routes(click(link('tel:16358')))).toBe(false);
      expect(routes(click(link('https://elsewhere.example/')))).toBe(false);
      expect(routes(click(link('/products'), { defaultPrevented: true }))).toBe(false);
    });
  });
});
