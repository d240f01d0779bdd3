// @vitest-environment happy-dom
import { messagesFor, type Locale } from '@dar/i18n';
import { compiledMessagesFor } from '@dar/i18n/server';
import { UiProvider } from '@dar/ui';
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MinimalHeader } from './MinimalHeader';

const pathname = vi.hoisted(() => ({ current: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => pathname.current }));

afterEach(cleanup);

const renderHeader = (locale: Locale, path: string) => {
  pathname.current = path;
  return render(
    <UiProvider locale={locale} messages={compiledMessagesFor(locale)}>
      <MinimalHeader locale={locale} />
    </UiProvider>,
  );
};

describe('the minimal layout header', () => {
  it('has the logo home and switches an Arabic auth page to the same page in English', () => {
    const { getByRole } = renderHeader('ar', '/auth/register');
    const header = getByRole('banner');
    const links = within(header).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(
      within(header).getByRole('link', { name: messagesFor('ar')['shell.logo.home'] }),
    ).toHaveProperty('href', expect.stringMatching(/\/$/));
    const other = within(header).getByRole('link', { name: /English/ });
    expect(other.getAttribute('href')).toBe('/en/auth/register');
    expect(other.querySelector('[lang="en"]')?.textContent).toBe('English');
  });

  it('switches an English page back to Arabic on the same path, from /en', () => {
    const { getByRole } = renderHeader('en', '/en/auth/otp');
    const header = getByRole('banner');
    expect(
      within(header)
        .getByRole('link', { name: messagesFor('en')['shell.logo.home'] })
        .getAttribute('href'),
    ).toBe('/en');
    expect(
      within(header)
        .getByRole('link', { name: /العربية/ })
        .getAttribute('href'),
    ).toBe('/ar/auth/otp');
  });
});
