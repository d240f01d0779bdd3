import { Badge } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const copy = {
  ar: {
    neutral: 'مستعمل',
    brand: 'جديد',
    success: 'تم التوصيل',
    warning: 'كمية محدودة',
    danger: 'نفدت الكمية',
    info: 'قيد الشحن',
    long: 'متوفر بعد أسبوعين من تاريخ الطلب بسبب التصنيع حسب الطلب',
  },
  en: {
    neutral: 'Pre-owned',
    brand: 'New',
    success: 'Delivered',
    warning: 'Limited stock',
    danger: 'Sold out',
    info: 'Shipping',
    long: 'Available two weeks after ordering because it is made to order',
  },
} as const;
const tones = ['neutral', 'brand', 'success', 'warning', 'danger', 'info'] as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const meta = {
  title: 'Controls/Badge',
  component: Badge,
  args: { children: copy.ar.brand },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: (_args, { globals }) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {tones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {copy[loc(globals.locale)][tone]}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const backgrounds = tones.map(
      (tone) => getComputedStyle(canvas.getByText(copy[loc(globals.locale)][tone])).backgroundColor,
    );
    await expect(new Set(backgrounds).size).toBe(tones.length);
  },
};

export const LongArabicText: Story = {
  render: (_args, { globals }) => (
    <div style={{ inlineSize: '12rem' }}>
      <Badge tone="warning">{copy[loc(globals.locale)].long}</Badge>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const badge = canvas.getByText(copy[loc(globals.locale)].long);
    // Cut on one line within its column; the whole text stays in the accessibility tree.
    await expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(192);
    await expect(badge.scrollWidth).toBeGreaterThan(badge.clientWidth);
    await expect(badge).toHaveTextContent(copy[loc(globals.locale)].long);
  },
};
