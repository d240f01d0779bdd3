import { Divider } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const copy = {
  ar: {
    delivery: 'التوصيل خلال ٣ إلى ٥ أيام',
    returns: 'إرجاع مجاني خلال ١٤ يومًا',
    call: 'اتصل بنا',
  },
  en: {
    delivery: 'Delivery in 3 to 5 days',
    returns: 'Free returns within 14 days',
    call: 'Call us',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const meta = {
  title: 'Foundations/Divider',
  component: Divider,
} satisfies Meta<typeof Divider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  render: (args, { globals }) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <p style={{ margin: 0 }}>{copy[loc(globals.locale)].delivery}</p>
      <Divider {...args} />
      <p style={{ margin: 0 }}>{copy[loc(globals.locale)].returns}</p>
      <Divider {...args} weight="strong" />
    </div>
  ),
  play: async ({ canvas }) => {
    const [subtle, strong] = canvas.getAllByRole('separator');
    await expect(getComputedStyle(subtle!).borderTopWidth).toBe('1px');
    await expect(getComputedStyle(subtle!).borderTopColor).not.toBe(
      getComputedStyle(strong!).borderTopColor,
    );
    await expect(subtle!.getBoundingClientRect().height).toBe(1);
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', weight: 'regular' },
  render: (args, { globals }) => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <span>{copy[loc(globals.locale)].delivery}</span>
      <Divider {...args} />
      <span>{copy[loc(globals.locale)].call}</span>
    </div>
  ),
  play: async ({ canvas }) => {
    const separator = canvas.getByRole('separator');
    await expect(separator).toHaveAttribute('aria-orientation', 'vertical');
    const box = separator.getBoundingClientRect();
    await expect(box.width).toBe(1);
    await expect(box.height).toBeGreaterThan(16);
  },
};
