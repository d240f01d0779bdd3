import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * `patches/react-aria@3.53.1.patch` (docs/decisions.md, "React Aria reads the browser's locale on
 * first use"): importing React Aria's i18n must not probe the browser's locale. Unpatched, the
 * module runs `Intl.DateTimeFormat.supportedLocalesOf([navigator.language])` and
 * `Intl.Locale#maximize().getTextInfo()` at import (adobe/react-spectrum#5296) — one ~50 ms task
 * on a phone before the page hydrates — although every shop page names its locale through
 * `I18nProvider`. This fails when the patch stops applying (a React Aria upgrade).
 */

const fromComponents = createRequire(require.resolve('react-aria-components/package.json'));
const defaultLocaleModule = pathToFileURL(
  fromComponents.resolve('react-aria/package.json').replace(/package\.json$/, '') +
    'dist/private/i18n/useDefaultLocale.mjs',
).href;

type DefaultLocaleModule = { getDefaultLocale(): { locale: string; direction: 'ltr' | 'rtl' } };

afterEach(() => {
  vi.restoreAllMocks();
});

describe("React Aria's default locale (patches/react-aria@3.53.1.patch)", () => {
  it('probes the locale on first use, not when the module is imported', async () => {
    const supported = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const canonical = vi.spyOn(Intl, 'getCanonicalLocales');
    const module = (await import(/* @vite-ignore */ defaultLocaleModule)) as DefaultLocaleModule;
    expect(supported).not.toHaveBeenCalled();
    expect(canonical).not.toHaveBeenCalled();

    // Still a valid locale and direction when asked for, checked with the cheap canonical call.
    expect(module.getDefaultLocale()).toMatchObject({
      direction: expect.stringMatching(/^(ltr|rtl)$/),
    });
    expect(canonical).toHaveBeenCalledTimes(1);
    expect(supported).not.toHaveBeenCalled();
  });
});
