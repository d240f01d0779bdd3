import { ProductDetails, RecentlyViewed, RelatedProducts } from '@dar/ui';
import { messagesFor } from '@dar/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { catalogueProducts } from '../../story-fixtures/catalogue';
import { productDetailsFixture } from '../../story-fixtures/product';
import { breadcrumbFixture } from '../../story-fixtures/shell';
import { expectPageOutline, localised, pageLocale, ShopPage, type Locale } from './frame';
import { withIntl } from '../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryRelatedProducts = withIntl(RelatedProducts);
const StoryRecentlyViewed = withIntl(RecentlyViewed);
const StoryProductDetails = withIntl(ProductDetails);

const cardActions = { onQuickAdd: fn(), onWishlistChange: fn(), onSignInRequired: fn() };

/** Home › Living room › Sofas › the product. */
const trail = (locale: Locale) => {
  const product = productDetailsFixture(locale);
  return [
    ...breadcrumbFixture(locale).slice(0, 3),
    { label: product.name, href: localised(locale, `/products/${product.slug}`) },
  ];
};

/** /products/{slug} (docs/product-spec.md §2): the details, then related products and what was viewed lately. */
function ProductPage({ locale }: { locale: Locale }) {
  const product = productDetailsFixture(locale);
  const products = catalogueProducts(locale);
  return (
    <ShopPage locale={locale} alert breadcrumbs={trail(locale)}>
      <StoryProductDetails
        product={product}
        onAddToCart={fn()}
        onVariantChange={fn()}
        onWishlistChange={fn()}
        onSignInRequired={fn()}
      >
        <StoryRelatedProducts {...cardActions} products={products.slice(0, 6)} />
        <StoryRecentlyViewed
          {...cardActions}
          products={products.slice(4)}
          excludeProductId={product.id}
        />
      </StoryProductDetails>
    </ShopPage>
  );
}

const meta = {
  title: 'Pages/Product',
  component: ProductPage,
  parameters: { layout: 'fullscreen' },
  args: { locale: 'ar' },
  render: (_args, { globals }) => <ProductPage locale={pageLocale(globals.locale)} />,
} satisfies Meta<typeof ProductPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Breadcrumbs to the product, gallery and buying beside it, then the two rails. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const locale = pageLocale(globals.locale);
    const messages = messagesFor(locale);
    const h1 = await expectPageOutline(canvasElement);
    await expect(h1).toHaveTextContent(productDetailsFixture(locale).name);
    // The trail ends at this page, marked as the current one.
    const crumbs = await canvas.findByRole('navigation', { name: messages['ui.breadcrumbs'] });
    const steps = await within(crumbs).findAllByRole('link');
    await expect(steps).toHaveLength(4);
    await expect(steps[3]).toHaveAttribute('aria-current', 'page');
    for (const title of [messages['catalogue.related.title'], messages['catalogue.recent.title']]) {
      await expect(canvas.getByRole('region', { name: title })).toBeVisible();
    }
  },
};
