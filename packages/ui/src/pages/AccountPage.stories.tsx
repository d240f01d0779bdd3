import {
  AccountNav,
  OrderDetails,
  OrderList,
  ProfileOverview,
  type AccountPage as AccountPageName,
} from '@dar/ui';
import { messagesFor } from '@dar/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, within } from 'storybook/test';

import {
  accountLinkFixtures,
  customerFixture,
  orderDetailsFixture,
  orderSummaryFixtures,
} from '../../story-fixtures/account';
import { expectPageOutline, localised, pageLocale, ShopPage, type Locale } from './frame';
import * as styles from './pages.css';
import { withIntl } from '../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryOrderDetails = withIntl(OrderDetails);
const StoryOrderList = withIntl(OrderList);
const StoryProfileOverview = withIntl(ProfileOverview);

const ORDERS = 12;
const PER_PAGE = 5;

type Screen = 'overview' | 'orders' | 'order';

/** The account's pages share their frame: the account's menu beside the page (docs/product-spec.md §2). */
function AccountPage({ locale, screen }: { locale: Locale; screen: Screen }) {
  const links = accountLinkFixtures(locale);
  const current: AccountPageName = screen === 'overview' ? 'overview' : 'orders';
  let content: ReactNode;
  if (screen === 'overview') {
    content = (
      <StoryProfileOverview
        customer={customerFixture(locale)}
        links={links}
        latestOrder={orderSummaryFixtures(locale, 1)[0]}
      />
    );
  } else if (screen === 'orders') {
    content = (
      <StoryOrderList
        orders={orderSummaryFixtures(locale, PER_PAGE)}
        totalItems={ORDERS}
        page={1}
        itemsPerPage={PER_PAGE}
        pageHref={(page) => localised(locale, `/profile/orders?page=${page}`)}
        shopHref={localised(locale, '/products')}
      />
    );
  } else {
    content = (
      <StoryOrderDetails
        order={orderDetailsFixture(locale, 'IN_PROGRESS')}
        cancellation={{ onConfirm: fn() }}
      />
    );
  }
  return (
    <ShopPage locale={locale} signedIn>
      <div className={styles.sidebarLayout.tablet}>
        <AccountNav current={current} links={links} onSignOut={fn()} />
        <div>{content}</div>
      </div>
    </ShopPage>
  );
}

const meta = {
  title: 'Pages/Account',
  component: AccountPage,
  parameters: { layout: 'fullscreen' },
  args: { locale: 'ar', screen: 'overview' },
  render: (args, { globals }) => (
    <AccountPage locale={pageLocale(globals.locale)} screen={args.screen} />
  ),
} satisfies Meta<typeof AccountPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /profile: who the shopper is, the way to each page, the latest order. */
export const Overview: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const messages = messagesFor(pageLocale(globals.locale));
    const h1 = await expectPageOutline(canvasElement);
    await expect(h1).toHaveTextContent(messages['account.overview.title']);
    const nav = canvas.getByRole('navigation', { name: messages['account.nav.label'] });
    await expect(
      within(nav).getByRole('link', { name: messages['account.nav.overview'] }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** /profile/orders: the history, five to a page. */
export const Orders: Story = {
  args: { screen: 'orders' },
  play: async ({ canvas, canvasElement, globals }) => {
    const messages = messagesFor(pageLocale(globals.locale));
    const h1 = await expectPageOutline(canvasElement);
    await expect(h1).toHaveTextContent(messages['account.orders.title']);
    await expect(canvas.getAllByRole('article')).toHaveLength(PER_PAGE);
  },
};

/** /profile/orders/{code}: an order in preparation, its timeline, lines, totals, and cancelling. */
export const OrderDetailsPage: Story = {
  name: 'Order details',
  args: { screen: 'order' },
  play: async ({ canvas, canvasElement, globals }) => {
    const messages = messagesFor(pageLocale(globals.locale));
    await expectPageOutline(canvasElement);
    // Its details are still the orders' pages in the account's menu.
    const nav = canvas.getByRole('navigation', { name: messages['account.nav.label'] });
    await expect(
      within(nav).getByRole('link', { name: messages['account.nav.orders'] }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      canvas.getByRole('button', { name: messages['account.cancel.open'] }),
    ).toBeVisible();
  },
};
