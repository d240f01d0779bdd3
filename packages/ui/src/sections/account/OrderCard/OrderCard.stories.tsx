import { OrderCard, OrderStateBadge, ORDER_STATES } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { orderSummaryFixtures } from '../../../../story-fixtures/account';
import { locale, text } from '../story-text';
import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryOrderStateBadge = withIntl(OrderStateBadge);
const StoryOrderCard = withIntl(OrderCard);

const meta = {
  title: 'Sections/Account/OrderCard',
  component: StoryOrderCard,
  args: { order: orderSummaryFixtures('ar', 1)[0]! },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '36rem' }}>
      <StoryOrderCard {...args} order={orderSummaryFixtures(locale(globals.locale), 1)[0]!} />
    </div>
  ),
} satisfies Meta<typeof StoryOrderCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Code, date, state, pieces, total with VAT and the way to the details. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = (key: Parameters<typeof text>[1], values?: Record<string, string>) =>
      text(globals.locale, key, values);
    const card = canvas.getByRole('article');
    await expect(within(card).getByText(t('account.order.state.SHIPPED'))).toBeVisible();
    await expect(within(card).getByText(t('account.order.total'))).toBeVisible();
    // One piece, in the story's plural form.
    await expect(
      within(card).getByText(locale(globals.locale) === 'en' ? '1 item' : 'منتج واحد'),
    ).toBeVisible();
    await expect(
      within(card).getByRole('link', {
        name: t('account.order.viewDetailsOf', { code: 'DAR-1042' }),
      }),
    ).toBeVisible();
  },
};

/** In the order history, with the way to the order overlay beside the details link. */
export const WithQuickView: Story = {
  args: { onQuickView: fn() },
  play: async ({ args, canvas, globals }) => {
    const quickView = canvas.getByRole('button', {
      name: text(globals.locale, 'account.order.quickViewOf', { code: 'DAR-1042' }),
    });
    await expect(quickView).toHaveTextContent(text(globals.locale, 'account.order.quickView'));
    await userEvent.click(quickView);
    await expect(args.onQuickView).toHaveBeenCalledTimes(1);
  },
};

/** docs/product-spec.md §4's 14 state names as badges, in the story's language. */
export const AllStates: Story = {
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', listStyle: 'none', padding: 0 }}>
      {ORDER_STATES.map((state) => (
        <li key={state}>
          <StoryOrderStateBadge state={state} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, globals }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(
      ORDER_STATES.map((state) => text(globals.locale, `account.order.state.${state}`)),
    );
  },
};
