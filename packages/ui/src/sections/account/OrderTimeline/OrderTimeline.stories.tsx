import { OrderTimeline } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { orderDetailsFixture } from '../../../../story-fixtures/account';
import { locale, text } from '../story-text';
import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryOrderTimeline = withIntl(OrderTimeline);

const meta = {
  title: 'Sections/Account/OrderTimeline',
  component: StoryOrderTimeline,
  args: { state: 'SHIPPED' },
  decorators: [(Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof StoryOrderTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

const stepTexts = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('ol > li')].map((item) => ({
    text: item.textContent ?? '',
    current: item.getAttribute('aria-current') === 'step',
  }));

/** Shipped: the states reached with dates, shipped marked current, delivered ahead. */
export const Default: Story = {
  render: (args, { globals }) => (
    <StoryOrderTimeline
      {...args}
      history={orderDetailsFixture(locale(globals.locale), 'SHIPPED').timeline}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = (key: Parameters<typeof text>[1]) => text(globals.locale, key);
    const steps = stepTexts(canvasElement);
    const [shipped, delivered] = steps.slice(-2);
    await expect(shipped!.current).toBe(true);
    await expect(
      shipped!.text.startsWith(
        `${t('account.order.state.SHIPPED')}${t('account.details.current')} · `,
      ),
    ).toBe(true);
    await expect(delivered!.text).toBe(
      `${t('account.order.state.DELIVERED')}${t('account.details.upcoming')}`,
    );
    await expect(steps.filter((step) => step.current)).toHaveLength(1);
    // Every state reached carries its date.
    await expect(steps.slice(0, -2).every((step) => /\d|[٠-٩]/.test(step.text))).toBe(true);
  },
};

/** A return after delivery, with no dates known: the path that led there, the return ahead. */
export const BeingReturnedWithoutDates: Story = {
  args: { state: 'BEING_RETURNED', history: [] },
  play: async ({ canvasElement, globals }) => {
    const t = (key: Parameters<typeof text>[1]) => text(globals.locale, key);
    const steps = stepTexts(canvasElement);
    await expect(steps).toHaveLength(8);
    await expect(steps[5]!.text).toBe(t('account.order.state.DELIVERED'));
    await expect(steps[6]!.current).toBe(true);
    await expect(steps[7]!.text).toBe(
      `${t('account.order.state.RETURNED')}${t('account.details.upcoming')}`,
    );
  },
};

/** Rejected by the shop: the timeline stops at the rejection. */
export const Rejected: Story = {
  render: (args, { globals }) => (
    <StoryOrderTimeline
      {...args}
      state="REJECTED"
      history={orderDetailsFixture(locale(globals.locale), 'REJECTED').timeline}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const steps = stepTexts(canvasElement);
    await expect(steps).toHaveLength(2);
    await expect(steps[1]!.current).toBe(true);
    await expect(steps[1]!.text).toContain(text(globals.locale, 'account.order.state.REJECTED'));
  },
};
