import { ProductCard } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { productFixtures } from '../fixtures/products';

const fixture = (locale: unknown, index: number) =>
  productFixtures(locale === 'en' ? 'en' : 'ar')[index]!;

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '18rem' }}>
        <Story />
      </div>
    ),
  ],
  // The product follows the story's language; see the render functions.
  args: { product: productFixtures('ar')[0]! },
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => <ProductCard {...args} product={fixture(globals.locale, 0)} />,
  play: async ({ canvas, globals }) => {
    const article = canvas.getByRole('article', {
      name: globals.locale === 'en' ? 'Layla three-seat sofa' : 'كنبة ليلى ثلاثية المقاعد',
    });
    await expect(article).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(
      globals.locale === 'en' ? 'Layla three-seat sofa' : 'كنبة ليلى ثلاثية المقاعد',
    );
  },
};

export const OnSale: Story = {
  render: (args, { globals }) => <ProductCard {...args} product={fixture(globals.locale, 1)} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('del')).not.toBeNull();
  },
};

export const PriceVaries: Story = {
  render: (args, { globals }) => <ProductCard {...args} product={fixture(globals.locale, 2)} />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(globals.locale === 'en' ? /^From / : /^ابتداءً من/)).toBeVisible();
  },
};

export const WithoutPhoto: Story = {
  render: (args, { globals }) => <ProductCard {...args} product={fixture(globals.locale, 4)} />,
  play: async ({ canvasElement }) => {
    // The frame keeps its place so a grid of cards stays aligned.
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(
      canvasElement.querySelector('article > div')!.getBoundingClientRect().height,
    ).toBeGreaterThan(0);
  },
};
