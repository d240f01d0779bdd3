import { Skeleton } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const labels = { ar: 'جارٍ تحميل المنتج', en: 'Loading product' } as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const meta = {
  title: 'Controls/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProductCardLoading: Story = {
  render: (_args, { globals }) => (
    <div
      aria-busy="true"
      aria-label={labels[loc(globals.locale)]}
      role="group"
      style={{ display: 'grid', gap: '0.75rem', maxInlineSize: '16rem' }}
    >
      <Skeleton shape="photo" />
      <Skeleton lines={2} />
      <Skeleton shape="control" />
    </div>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    // Screen readers hear one busy region, not a pile of empty shapes.
    const region = canvas.getByRole('group', { name: labels[loc(globals.locale)] });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    const shapes = canvasElement.querySelectorAll('[aria-hidden="true"]');
    await expect(shapes).toHaveLength(3);
    const photo = shapes[0]!.getBoundingClientRect();
    await expect(Math.round((photo.width * 3) / 4)).toBe(Math.round(photo.height));
  },
};

export const TextLines: Story = {
  render: () => (
    <div style={{ maxInlineSize: '20rem' }}>
      <Skeleton lines={3} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const lines = Array.from(canvasElement.querySelectorAll('[aria-hidden="true"] > span')).map(
      (line) => line.getBoundingClientRect(),
    );
    await expect(lines).toHaveLength(3);
    const [first, , last] = lines;
    await expect(last!.width).toBeLessThan(first!.width);
    // The short last line ends early, at the inline start like real text.
    if (globals.dir === 'rtl') await expect(Math.round(last!.right)).toBe(Math.round(first!.right));
    else await expect(Math.round(last!.left)).toBe(Math.round(first!.left));
  },
};

export const Avatar: Story = {
  args: { shape: 'avatar' },
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
    await expect(avatar.width).toBe(48);
    await expect(avatar.height).toBe(48);
  },
};
