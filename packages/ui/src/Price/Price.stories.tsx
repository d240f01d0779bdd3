import { Price } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'Commerce/Price',
  component: Price,
  args: { amount: 129950, currencyCode: 'EGP' },
} satisfies Meta<typeof Price>;
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
