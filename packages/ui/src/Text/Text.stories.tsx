import { Text } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const copy = {
  ar: {
    body: 'كل قطعة مصنوعة من خشب مجفف بالفرن ومعالجة ضد الرطوبة.',
    inStock: 'متوفر في المخزن',
    lowStock: 'تبقّت قطعتان فقط',
    outOfStock: 'غير متوفر حاليًا',
    note: 'الأسعار تشمل ضريبة القيمة المضافة',
    long: 'طقم غرفة نوم كامل من خشب الزان المصري المنحوت يدويًا يتكون من سرير مقاس ١٨٠×٢٠٠ سم ودولاب بأربع ضلف وتسريحة بمرآة وكومودينوهين، مع توصيل وتركيب مجاني داخل القاهرة والجيزة والإسكندرية',
  },
  en: {
    body: 'Every piece is made from kiln-dried wood treated against humidity.',
    inStock: 'In stock',
    lowStock: 'Only two left',
    outOfStock: 'Currently unavailable',
    note: 'Prices include VAT',
    long: 'A complete bedroom set in hand-carved Egyptian beech: a 180×200 cm bed, a four-door wardrobe, a dressing table with mirror and two nightstands, with free delivery and assembly in Cairo, Giza and Alexandria',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const meta = {
  title: 'Foundations/Text',
  component: Text,
  args: { children: null },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: (_args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <Text>{t.body}</Text>
        <Text tone="success" weight="semibold">
          {t.inStock}
        </Text>
        <Text tone="warning" weight="semibold">
          {t.lowStock}
        </Text>
        <Text tone="danger" weight="semibold">
          {t.outOfStock}
        </Text>
        <Text tone="muted" size="sm">
          {t.note}
        </Text>
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const color = (text: string) => getComputedStyle(canvas.getByText(text)).color;
    const colors = [t.body, t.inStock, t.lowStock, t.outOfStock, t.note].map(color);
    // Each tone reads differently.
    await expect(new Set(colors).size).toBe(5);
    await expect(canvas.getByText(t.body).tagName).toBe('P');
  },
};

export const SizesAndWeights: Story = {
  render: (_args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
          <Text key={size} size={size} weight={size === 'xl' ? 'bold' : 'regular'}>
            {t.inStock}
          </Text>
        ))}
        <Text as="span" weight="bold">
          {t.note}
        </Text>
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const sizes = canvas
      .getAllByText(t.inStock)
      .map((el) => parseFloat(getComputedStyle(el).fontSize));
    await expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
    await expect(new Set(sizes).size).toBe(5);
    const span = canvas.getByText(t.note);
    await expect(span.tagName).toBe('SPAN');
    await expect(getComputedStyle(span).fontWeight).toBe('700');
  },
};

export const LongArabicText: Story = {
  render: (_args, { globals }) => (
    <div style={{ maxInlineSize: '18rem' }}>
      <Text>{copy[loc(globals.locale)].long}</Text>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const text = canvas.getByText(copy[loc(globals.locale)].long);
    // It wraps inside its column instead of overflowing.
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
    await expect(getComputedStyle(text).textAlign).toBe('start');
  },
};
