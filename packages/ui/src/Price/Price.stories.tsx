import { Price } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withIntl } from '../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryPrice = withIntl(Price);

const meta = {
  title: 'Commerce/Price',
  component: StoryPrice,
  args: { amount: 129950, currencyCode: 'EGP' },
} satisfies Meta<typeof StoryPrice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(globals.locale === 'en' ? 'EGP 1,299.50' : /١٬٢٩٩٫٥٠\s?ج\.م/),
    ).toBeVisible();
  },
};

export const WholePounds: Story = {
  args: { amount: 2450000 },
  play: async ({ canvas, globals }) => {
    // A zero fraction is dropped: 24,500, not 24,500.00.
    await expect(
      canvas.getByText(globals.locale === 'en' ? 'EGP 24,500' : /٢٤٬٥٠٠\s?ج\.م/),
    ).toBeVisible();
  },
};

export const OnSale: Story = {
  args: { amount: 689900, originalAmount: 799900 },
  play: async ({ canvasElement, globals }) => {
    const was = canvasElement.querySelector('del');
    await expect(was).not.toBeNull();
    await expect(was).toHaveTextContent(globals.locale === 'en' ? 'Was EGP 7,999' : /٧٬٩٩٩/);
  },
};

export const FromLowestVariant: Story = {
  args: { amount: 1875000, from: true },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(globals.locale === 'en' ? /^From EGP 18,750$/ : /^ابتداءً من/),
    ).toBeVisible();
  },
};

/** 7,999 → 6,899 is 13.75 % off: shown as 13 %, never rounded up. */
export const PercentOff: Story = {
  args: { amount: 689900, originalAmount: 799900, discountDisplay: 'percent' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(globals.locale === 'en' ? '13% OFF' : /^خصم ١٣٪/)).toBeVisible();
  },
};

export const Savings: Story = {
  args: { amount: 689900, originalAmount: 799900, discountDisplay: 'savings' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(globals.locale === 'en' ? 'Save EGP 1,100' : /^وفّر \u200f?١٬١٠٠\s?ج\.م/),
    ).toBeVisible();
  },
};

/** The order summary: prices include VAT. */
export const IncludingVat: Story = {
  args: { amount: 1481900, vat: 'included' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(globals.locale === 'en' ? 'incl. VAT' : 'شامل الضريبة'),
    ).toBeVisible();
    await expect(
      canvas.getByText(globals.locale === 'en' ? 'EGP 14,819' : /١٤٬٨١٩\s?ج\.م/),
    ).toBeVisible();
  },
};

/** The cart: prices exclude VAT; here with the savings of a sale too. */
export const ExcludingVatOnSale: Story = {
  args: {
    amount: 1299900,
    originalAmount: 1499900,
    vat: 'excluded',
    discountDisplay: 'savings',
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const en = globals.locale === 'en';
    await expect(canvas.getByText(en ? 'excl. VAT' : 'غير شامل الضريبة')).toBeVisible();
    await expect(canvas.getByText(en ? 'Save EGP 2,000' : /^وفّر \u200f?٢٬٠٠٠/)).toBeVisible();
    await expect(canvasElement.querySelector('del')).toHaveTextContent(
      en ? 'EGP 14,999' : /١٤٬٩٩٩/,
    );
  },
};

/** No discount label when the "was" price is not higher: nothing is off. */
export const NoDiscountToShow: Story = {
  args: { amount: 129950, originalAmount: 129950, discountDisplay: 'percent' },
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement.querySelector('del')).toBeNull();
    await expect(canvasElement.textContent).not.toMatch(globals.locale === 'en' ? /OFF/ : /خصم/);
  },
};

/** A narrow column (a product card on a phone): the parts wrap, none overflows. */
export const NarrowWithEverything: Story = {
  args: {
    amount: 1875000,
    originalAmount: 2450000,
    from: true,
    discountDisplay: 'percent',
    vat: 'included',
  },
  render: (args) => (
    <div style={{ inlineSize: '10rem' }}>
      <StoryPrice {...args} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const root = canvasElement.querySelector('div > span') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(160);
    // 24,500 → 18,750 is 23.47 % off.
    await expect(root).toHaveTextContent(globals.locale === 'en' ? '23% OFF' : /خصم ٢٣٪/);
  },
};
