import { OrderList } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { orderSummaryFixtures } from '../../../fixtures/account';
import { locale, text } from '../story-text';
import { withIntl } from '../../../fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryOrderList = withIntl(OrderList);

const TOTAL = 23;
const PER_PAGE = 10;

/** A history the story pages through as the storefront would: one page fetched at a time. */
function PagedHistory({
  globalsLocale,
  onPageChange,
}: {
  globalsLocale: unknown;
  onPageChange: (page: number) => void;
}) {
  const [page, setPage] = useState(1);
  const shown = Math.min(PER_PAGE, TOTAL - (page - 1) * PER_PAGE);
  return (
    <StoryOrderList
      orders={orderSummaryFixtures(locale(globalsLocale), shown, (page - 1) * PER_PAGE)}
      totalItems={TOTAL}
      page={page}
      itemsPerPage={PER_PAGE}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
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
    onPageChange: fn(),
    shopHref: '/products',
    onRetry: fn(),
  },
} satisfies Meta<typeof StoryOrderList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ten orders a page with their states, totals and links; the pages move through the history. */
export const Default: Story = {
  render: (args, { globals }) => (
    <PagedHistory globalsLocale={globals.locale} onPageChange={args.onPageChange} />
  ),
  play: async ({ canvas, globals, args, userEvent }) => {
    const list = () => canvas.getAllByRole('article');
    await expect(list()).toHaveLength(10);
    const first = list()[0]!;
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
    await expect(details).toHaveAttribute(
      'href',
      `${locale(globals.locale) === 'en' ? '/en' : ''}/profile/orders/DAR-1042`,
    );

    const pages = canvas.getByRole('navigation', {
      name: text(globals.locale, 'account.orders.pages'),
    });
    const number = new Intl.NumberFormat(locale(globals.locale) === 'en' ? 'en-US' : 'ar-EG');
    await userEvent.click(
      within(pages).getByRole('button', {
        name: text(globals.locale, 'ui.pagination.page', { page: number.format(3) }),
      }),
    );
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await waitFor(() => expect(list()).toHaveLength(3));
    await expect(
      within(list()[0]!).getByRole('heading', {
        name: text(globals.locale, 'account.order.code', { code: 'DAR-1022' }),
      }),
    ).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
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
