import { AccountNav } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { accountLinkFixtures } from '../../../../story-fixtures/account';
import { locale, text } from '../story-text';

const meta = {
  title: 'Sections/Account/AccountNav',
  component: AccountNav,
  args: { current: 'orders', links: accountLinkFixtures('ar'), onSignOut: fn() },
  render: (args, { globals }) => (
    <AccountNav {...args} links={accountLinkFixtures(locale(globals.locale))} />
  ),
} satisfies Meta<typeof AccountNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The orders page is current: only its link says so; the others lead to their pages. */
export const Default: Story = {
  play: async ({ canvas, globals, args, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: text(globals.locale, 'account.nav.label') });
    await expect(nav).toBeVisible();
    const links = accountLinkFixtures(locale(globals.locale));
    const orders = canvas.getByRole('link', { name: text(globals.locale, 'account.nav.orders') });
    await expect(orders).toHaveAttribute('aria-current', 'page');
    await expect(orders).toHaveAttribute('href', links.orders);
    for (const page of ['overview', 'addresses', 'password'] as const) {
      const link = canvas.getByRole('link', { name: text(globals.locale, `account.nav.${page}`) });
      await expect(link).not.toHaveAttribute('aria-current');
      await expect(link).toHaveAttribute('href', links[page]);
    }
    await userEvent.click(
      canvas.getByRole('button', { name: text(globals.locale, 'account.nav.signOut') }),
    );
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The overview page is current. */
export const Overview: Story = {
  args: { current: 'overview' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('link', { name: text(globals.locale, 'account.nav.overview') }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** While signing out, the button waits and cannot be pressed twice. */
export const SigningOut: Story = {
  args: { current: 'password', signOutPending: true },
  play: async ({ canvas, globals, args, userEvent }) => {
    const button = canvas.getByRole('button', {
      name: text(globals.locale, 'account.nav.signOut'),
    });
    await userEvent.click(button);
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};
