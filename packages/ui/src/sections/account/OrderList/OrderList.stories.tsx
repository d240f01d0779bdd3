import { OrderList } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { orderSummaryFixtures } from '../../../../story-fixtures/account';
import { locale, text } from '../story-text';
import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryOrderList = withIntl(OrderList);

const TOTAL = 23;
const PER_PAGE = 10;

/** The history's pages as the storefront addresses them. */
const historyHref = (globalsLocale: unknown) => (page: number) =>
  `${locale(globalsLocale) === 'en' ? '/en' : ''}/profile/orders${page > 1 ? `?page=${page}` : ''}`;

/** One page of a 23-order history, as the storefront fetches it for `?page=n`. */
function HistoryPage({ globalsLocale, page }: { globalsLocale: unknown; page: number }) {
  const shown = Math.min(PER_PAGE, TOTAL - (page - 1) * PER_PAGE);
  return (
    <StoryOrderList
      orders={orderSummaryFixtures(locale(globalsLocale), shown, (page - 1) * PER_PAGE)}
      totalItems={TOTAL}
      page={page}
      itemsPerPage={PER_PAGE}
      pageHref={historyHref(globalsLocale)}
      shopHref={locale(globalsLocale) === 'en' ? '/en/products' : '/products'}
    />
  );
}

const meta = {
  title: 'Sections/Account/OrderList',
  component: StoryOrderList,
  args: {
    orders: [],
    totalItems: 0,
    page: 1,
    pageHref: (page: number) => `/profile/orders?page=${page}`,
    shopHref: '/products',
    onRetry: fn(),
  },
} satisfies Meta<typeof StoryOrderList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's number in the story's language, as the page links name it. */
const pageName = (globalsLocale: unknown, page: number) =>
  text(globalsLocale, 'ui.pagination.page', {
    page: new Intl.NumberFormat(locale(globalsLocale) === 'en' ? 'en-US' : 'ar-EG').format(page),
  });

/**
 * Ten orders a page with their states, totals and links. The pages are links to `?page=n`, so
 * they work before the page's scripts run.
 */
export const Default: Story = {
  render: (_args, { globals }) => <HistoryPage globalsLocale={globals.locale} page={1} />,
  play: async ({ canvas, globals }) => {
    const list = canvas.getAllByRole('article');
    await expect(list).toHaveLength(10);
    const first = list[0]!;
    await expect(
      within(first).getByRole('heading', {
        name: text(globals.locale, 'account.order.code', { code: 'DAR-1042' }),
      }),
    ).toBeVisible();
    await expect(
      within(first).getByText(text(globals.locale, 'account.order.state.SHIPPED')),
    ).toBeVisible();
    const details = within(first).getByRole('link', {
      name: text(globals.locale, 'account.order.viewDetailsOf', { code: 'DAR-1042' }),
    });
    const prefix = locale(globals.locale) === 'en' ? '/en' : '';
    await expect(details).toHaveAttribute('href', `${prefix}/profile/orders/DAR-1042`);

    const pages = canvas.getByRole('navigation', {
      name: text(globals.locale, 'account.orders.pages'),
    });
    await expect(
      within(pages).getByRole('link', { name: pageName(globals.locale, 1) }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      within(pages).getByRole('link', { name: pageName(globals.locale, 3) }),
    ).toHaveAttribute('href', `${prefix}/profile/orders?page=3`);
    await expect(within(pages).queryByRole('button')).toBeNull();
  },
};

/** The last page: its three oldest orders; the way back leads to page one's plain address. */
export const LastPage: Story = {
  render: (_args, { globals }) => <HistoryPage globalsLocale={globals.locale} page={3} />,
  play: async ({ canvas, globals }) => {
    const list = canvas.getAllByRole('article');
    await expect(list).toHaveLength(3);
    await expect(
      within(list[0]!).getByRole('heading', {
        name: text(globals.locale, 'account.order.code', { code: 'DAR-1022' }),
      }),
    ).toBeVisible();
    const pages = canvas.getByRole('navigation', {
      name: text(globals.locale, 'account.orders.pages'),
    });
    await expect(
      within(pages).getByRole('link', { name: pageName(globals.locale, 3) }),
    ).toHaveAttribute('aria-current', 'page');
    const prefix = locale(globals.locale) === 'en' ? '/en' : '';
    await expect(
      within(pages).getByRole('link', { name: text(globals.locale, 'ui.pagination.first') }),
    ).toHaveAttribute('href', `${prefix}/profile/orders`);
  },
};

/** While the history loads: cards' shapes, and the region says it is busy. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(
      canvas.getByText(text(globals.locale, 'account.orders.loading')),
    ).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** No orders yet: the way to the shop. */
export const Empty: Story = {
  render: (args, { globals }) => (
    <StoryOrderList
      {...args}
      shopHref={locale(globals.locale) === 'en' ? '/en/products' : '/products'}
    />
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { name: text(globals.locale, 'account.orders.empty') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: text(globals.locale, 'account.orders.shop') }),
    ).toHaveAttribute('href', locale(globals.locale) === 'en' ? '/en/products' : '/products');
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** The history could not be read: the message and a retry. */
export const ErrorState: Story = {
  render: (args, { globals }) => (
    <StoryOrderList {...args} error={text(globals.locale, 'account.orders.error')} />
  ),
  play: async ({ canvas, globals, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      text(globals.locale, 'account.orders.error'),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: text(globals.locale, 'account.orders.retry') }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A narrow column: the cards' facts wrap, the codes stay whole and left-to-right. */
export const Narrow: Story = {
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '20rem' }}>
      <StoryOrderList
        {...args}
        orders={orderSummaryFixtures(locale(globals.locale), 2)}
        totalItems={2}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};
