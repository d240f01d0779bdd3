import { ErrorScreen } from '@dar/ui';
import { messagesFor } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { expectPageOutline, homeHref, localised, pageLocale, ShopPage, type Locale } from './frame';

const MISSING = '/products/no-such-sofa';
// The countdown's redirect is a spy: a story never leaves the page.
const onRedirect = fn();

/**
 * The error page (docs/product-spec.md §2). A 404 keeps the whole shell, so the shopper can carry on browsing; a
 * 500 has the logo alone, as the categories may be what failed to load. The header's logo leads
 * home, so the screen shows none of its own.
 */
function ErrorPage({ locale, status }: { locale: Locale; status: 404 | 500 }) {
  const intl = useIntl();
  const notFound = status === 404;
  return (
    <ShopPage locale={locale} minimal={!notFound} width="md">
      <ErrorScreen
        intl={intl}
        status={status}
        title={intl.formatMessage({ id: notFound ? 'error.pageNotFound' : 'error.generic' })}
        path={notFound ? localised(locale, MISSING) : undefined}
        homeHref={homeHref(locale)}
        onRedirect={onRedirect}
      />
    </ShopPage>
  );
}

const meta = {
  title: 'Pages/Error',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
  args: { locale: 'ar', status: 404 },
  render: (args, { globals }) => (
    <ErrorPage locale={pageLocale(globals.locale)} status={args.status} />
  ),
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A path that is not there: the path as typed, the way home and the paused countdown. */
export const NotFound: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const locale = pageLocale(globals.locale);
    const messages = messagesFor(locale);
    const h1 = await expectPageOutline(canvasElement);
    await expect(h1).toHaveTextContent(messages['error.pageNotFound']);
    await expect(canvas.getByText(localised(locale, MISSING))).toBeVisible();
    // Paused, so the picture does not depend on when it is taken.
    const pause = await canvas.findByRole('button', { name: messages['ui.countdown.pause'] });
    await userEvent.click(pause);
    await expect(canvas.getByRole('timer')).toHaveTextContent(messages['error.redirectPaused']);
    await expect(onRedirect).not.toHaveBeenCalled();
    await userEvent.unhover(pause);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Something failed on the server: "Sorry, something went wrong", status 500. */
export const ServerError: Story = {
  args: { status: 500 },
  play: async ({ canvas, canvasElement, globals }) => {
    const locale = pageLocale(globals.locale);
    const messages = messagesFor(locale);
    const h1 = await expectPageOutline(canvasElement);
    await expect(h1).toHaveTextContent(messages['error.generic']);
    await expect(canvas.getByText(locale === 'en' ? 'Error 500' : 'خطأ 500')).toBeVisible();
    const pause = await canvas.findByRole('button', { name: messages['ui.countdown.pause'] });
    await userEvent.click(pause);
    await userEvent.unhover(pause);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
