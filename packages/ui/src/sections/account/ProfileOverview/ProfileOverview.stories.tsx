import { ProfileOverview } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import {
  accountLinkFixtures,
  customerFixture,
  longArabicCustomer,
  orderSummaryFixtures,
} from '../../../../story-fixtures/account';
import { locale, text } from '../story-text';
import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryProfileOverview = withIntl(ProfileOverview);

const meta = {
  title: 'Sections/Account/ProfileOverview',
  component: StoryProfileOverview,
  args: { customer: null, links: accountLinkFixtures('ar') },
} satisfies Meta<typeof StoryProfileOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Name, email, phone, the quick links and the latest order. */
export const Default: Story = {
  render: (args, { globals }) => {
    const language = locale(globals.locale);
    return (
      <StoryProfileOverview
        {...args}
        customer={customerFixture(language)}
        links={accountLinkFixtures(language)}
        latestOrder={orderSummaryFixtures(language, 1)[0]}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const t = (key: Parameters<typeof text>[1], values?: Record<string, string>) =>
      text(globals.locale, key, values);
    const customer = customerFixture(locale(globals.locale));
    const links = accountLinkFixtures(locale(globals.locale));
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('account.overview.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByText(t('account.overview.greeting', { name: customer.firstName })),
    ).toBeVisible();
    await expect(canvas.getByText(`${customer.firstName} ${customer.lastName}`)).toBeVisible();
    await expect(canvas.getByText(customer.emailAddress)).toBeVisible();
    await expect(canvas.getByText(customer.phoneNumber!)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('account.nav.addresses') })).toHaveAttribute(
      'href',
      links.addresses,
    );
    await expect(canvas.getByRole('link', { name: t('account.nav.password') })).toHaveAttribute(
      'href',
      links.password,
    );
    const latest = canvas.getByRole('article');
    await expect(
      within(latest).getByRole('heading', {
        level: 3,
        name: t('account.order.code', { code: 'DAR-1042' }),
      }),
    ).toBeVisible();
  },
};

/** A new account: no phone yet and no order, so no "latest order". */
export const Empty: Story = {
  render: (args, { globals }) => {
    const language = locale(globals.locale);
    return (
      <StoryProfileOverview
        {...args}
        customer={{ ...customerFixture(language), phoneNumber: null }}
        links={accountLinkFixtures(language)}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(text(globals.locale, 'account.overview.noPhone'))).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** While the shopper's details load. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(text(globals.locale, 'account.overview.loading')),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** A long Arabic name and a long email wrap inside their panel. */
export const LongArabicText: Story = {
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '24rem' }}>
      <StoryProfileOverview
        {...args}
        customer={longArabicCustomer}
        links={accountLinkFixtures(locale(globals.locale))}
        latestOrder={orderSummaryFixtures(locale(globals.locale), 4)[3]}
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText(`${longArabicCustomer.firstName} ${longArabicCustomer.lastName}`),
    ).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
