import { ProductGrid } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { productFixtures } from '../fixtures/products';

const labels = { ar: 'أثاثنا', en: 'Our furniture' } as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const meta = {
  title: 'Commerce/ProductGrid',
  component: ProductGrid,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { products: productFixtures('ar'), label: labels.ar },
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => (
    <ProductGrid
      {...args}
      products={productFixtures(loc(globals.locale))}
      label={labels[loc(globals.locale)]}
    />
  ),
  play: async ({ canvas, globals }) => {
    const list = canvas.getByRole('list', { name: labels[loc(globals.locale)] });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(list).getAllByRole('article')).toHaveLength(6);
  },
};

export const Empty: Story = {
  render: (args, { globals }) => (
    <ProductGrid {...args} products={[]} label={labels[loc(globals.locale)]} />
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      globals.locale === 'en' ? 'No products to show yet.' : 'لا توجد منتجات لعرضها بعد.',
    );
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
