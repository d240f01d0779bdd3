import { RelatedProducts } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  catalogueProducts,
  longNameProduct,
  storyLocale,
} from '../../../../story-fixtures/catalogue';
import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryRelatedProducts = withIntl(RelatedProducts);

const copy = {
  ar: { title: 'منتجات ذات صلة', add: (name: string) => `أضف إلى السلة: ${name}` },
  en: { title: 'Related products', add: (name: string) => `Add to cart: ${name}` },
} as const;

const meta = {
  title: 'Sections/Catalogue/RelatedProducts',
  component: StoryRelatedProducts,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { products: catalogueProducts('ar'), onQuickAdd: fn() },
} satisfies Meta<typeof StoryRelatedProducts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => (
    <StoryRelatedProducts
      {...args}
      products={catalogueProducts(storyLocale(globals.locale)).slice(1, 6)}
    />
  ),
  play: async ({ args, canvas, globals }) => {
    const locale = storyLocale(globals.locale);
    const t = copy[locale];
    const list = canvas.getByRole('list', { name: t.title });
    await expect(within(list).getAllByRole('article')).toHaveLength(5);
    const bed = catalogueProducts(locale)[3]!.name;
    await userEvent.click(canvas.getByRole('button', { name: t.add(bed) }));
    await expect(args.onQuickAdd).toHaveBeenCalledWith('1401', '14');
  },
};

export const Loading: Story = {
  render: (args) => <StoryRelatedProducts {...args} products={[]} isLoading />,
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: copy[storyLocale(globals.locale)].title }),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

export const LongArabicText: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals.locale);
    return (
      <StoryRelatedProducts
        {...args}
        products={[longNameProduct(locale), ...catalogueProducts(locale).slice(0, 3)]}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};
