import { Spinner } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const copy = {
  ar: { loading: 'جارٍ التحميل', more: 'جارٍ تحميل المزيد من المنتجات' },
  en: { loading: 'Loading', more: 'Loading more products' },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const meta = {
  title: 'Controls/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: '1rem' }}>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    // Named "Loading" in the shop's language without the caller saying so.
    const spinners = canvas.getAllByRole('progressbar', {
      name: copy[loc(globals.locale)].loading,
    });
    await expect(spinners).toHaveLength(3);
    const widths = spinners.map((spinner) => spinner.getBoundingClientRect().width);
    await expect(widths).toEqual([16, 24, 48]);
    // Indeterminate: no value is announced.
    await expect(spinners[0]).not.toHaveAttribute('aria-valuenow');
  },
};

export const WithLabel: Story = {
  render: (_args, { globals }) => <Spinner label={copy[loc(globals.locale)].more} showLabel />,
  play: async ({ canvas, globals }) => {
    const name = copy[loc(globals.locale)].more;
    await expect(canvas.getByRole('progressbar', { name })).toBeInTheDocument();
    await expect(canvas.getByText(name)).toBeVisible();
  },
};
