import { formatMoney, formatNumber } from '@dar/i18n';
import { getIntl } from '@dar/i18n/server';
import { ProductDetails, ProductDetailsSkeleton } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import {
  longProductDetailsFixture,
  productDetailsFixture,
  productWithoutPhotosFixture,
} from '../../../../story-fixtures/product';
import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryProductDetailsSkeleton = withIntl(ProductDetailsSkeleton);

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryProductDetails = withIntl(ProductDetails);

const related = { ar: 'منتجات ذات صلة', en: 'Related products' } as const;
/** getByText collapses the no-break space Intl puts before the currency; so does this. */
const flat = (text: string) => text.replace(/\s+/g, ' ');
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
const texts = (locale: unknown) => {
  const language = loc(locale);
  const intl = getIntl(language);
  return {
    m: (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    money: (amount: number) =>
      flat(formatMoney(amount, 'EGP', language, { trimZeroFraction: true })),
    percent: (share: number) => flat(formatNumber(share, language, { style: 'percent' })),
  };
};

const meta = {
  title: 'Sections/Product/ProductDetails',
  component: StoryProductDetails,
  args: {
    product: productDetailsFixture('ar'),
    onAddToCart: fn(),
    onVariantChange: fn(),
    onWishlistChange: fn(),
    onSignInRequired: fn(),
  },
  render: (args, { globals }) => (
    <StoryProductDetails {...args} product={productDetailsFixture(loc(globals.locale))} />
  ),
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StoryProductDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The whole page, used from the keyboard: another colour changes the price, the quantity goes up,
 * and "Add to cart" hands over the variant and the quantity.
 */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const { m, money, percent } = texts(globals.locale);
    const product = productDetailsFixture(loc(globals.locale));
    await expect(canvas.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(canvas.getByText(flat(m('price.off', { percent: percent(0.14) })))).toBeVisible();
    await expect(canvas.getByText(m('product.details.freeShipping'))).toBeVisible();
    await expect(canvas.getByText(m('product.details.delivery', { days: 12 }))).toBeVisible();
    await expect(canvas.getByText(m('product.details.warranty', { years: 5 }))).toBeVisible();

    // The specification is a table with a caption, the dimensions among its rows.
    const table = canvas.getByRole('table', {
      name: m('product.details.specificationCaption', { name: product.name }),
    });
    await expect(
      within(table).getByRole('rowheader', { name: m('product.details.dimensions') }),
    ).toBeVisible();
    await expect(
      within(table).getByRole('cell', {
        name: m('product.details.dimensionsValue', { width: 215, depth: 90, height: 82 }),
      }),
    ).toBeVisible();
    // The catalogue's own rows write their numbers in the page's digits, as the shop's own do.
    await expect(
      within(table).getByRole('cell', {
        name: loc(globals.locale) === 'en' ? '300 kg' : '٣٠٠ كجم',
      }),
    ).toBeVisible();

    // Navy (EGP 34,000) is chosen; Emerald's price shows only on its card.
    const emeraldPrice = money(product.variants[1]!.priceWithTax);
    await expect(canvas.getAllByText(emeraldPrice)).toHaveLength(1);
    const navy = canvas.getByRole('radio', { name: product.variants[0]!.name });
    await expect(navy).toBeChecked();
    navy.focus();
    await userEvent.keyboard('{ArrowDown}');
    const emerald = canvas.getByRole('radio', { name: product.variants[1]!.name });
    await expect(emerald).toBeChecked();
    await expect(args.onVariantChange).toHaveBeenLastCalledWith('412');
    // Now it is the price shown beside the name too.
    await expect(canvas.getAllByText(emeraldPrice)).toHaveLength(2);
    await expect(canvas.getByText(m('product.details.available', { count: 2 }))).toBeVisible();

    await userEvent.tab();
    const quantity = canvas.getByRole('textbox', { name: m('product.details.quantity') });
    await expect(quantity).toHaveFocus();
    // Up twice, but Emerald has 2 pieces: the field stops there.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('button', { name: m('ui.quantity.increase') })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: m('cart.add') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
    await expect(args.onAddToCart).toHaveBeenLastCalledWith('412', 2);
  },
};

/** The variant the URL names is shown; an out-of-stock one cannot be bought. */
export const OutOfStockVariant: Story = {
  args: { selectedVariantId: '413' },
  play: async ({ canvas, globals }) => {
    const { m } = texts(globals.locale);
    await expect(
      canvas.getByRole('button', { name: m('product.details.outOfStock') }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('textbox', { name: m('product.details.quantity') }),
    ).toBeDisabled();
  },
};

export const AddingToCart: Story = {
  args: { isAddingToCart: true },
  play: async ({ args, canvas, globals }) => {
    const { m } = texts(globals.locale);
    const button = canvas.getByRole('button', { name: m('cart.add') });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** The server said there are fewer pieces than asked for: the message gives the number. */
export const InsufficientStock: Story = {
  args: { insufficientStock: { quantityAvailable: 2 } },
  play: async ({ canvas, globals }) => {
    const { m } = texts(globals.locale);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      m('shopError.insufficientStock', { quantityAvailable: 2 }),
    );
  },
};

/** A guest's heart asks them to sign in; nothing is saved. */
export const WishlistAsGuest: Story = {
  play: async ({ args, canvas, globals }) => {
    const { m } = texts(globals.locale);
    const heart = canvas.getByRole('button', { name: m('product.details.wishlist') });
    heart.focus();
    await userEvent.keyboard(' ');
    await expect(args.onSignInRequired).toHaveBeenCalledTimes(1);
    await expect(args.onWishlistChange).not.toHaveBeenCalled();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  },
};

export const WishlistSignedIn: Story = {
  args: { isSignedIn: true, isFavourite: true },
  play: async ({ args, canvas, globals }) => {
    const { m } = texts(globals.locale);
    const heart = canvas.getByRole('button', { name: m('product.details.wishlist') });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(args.onWishlistChange).toHaveBeenLastCalledWith(false);
    await expect(args.onSignInRequired).not.toHaveBeenCalled();
  },
};

/** Savings instead of a percentage, as a campaign may prefer. */
export const DiscountAsSavings: Story = {
  args: { discountDisplay: 'savings' },
  play: async ({ canvas, globals }) => {
    const { m, money } = texts(globals.locale);
    await expect(
      canvas.getByText(flat(m('price.savings', { amount: money(590_000) }))),
    ).toBeVisible();
  },
};

/**
 * A bed sold in sizes: the catalogue's variant names and description keep their numbers, written
 * in the page's digits as the shop's own figures are.
 */
export const SizesInThePagesDigits: Story = {
  render: (args, { globals }) => {
    const locale = loc(globals.locale);
    const base = productDetailsFixture(locale);
    const t = (ar: string, en: string) => (locale === 'ar' ? ar : en);
    const product = {
      ...base,
      description: t('سرير بمقاسين، 160 و180 سم عرضًا.', 'A bed in two sizes, 160 and 180 cm wide.'),
      variants: [
        { ...base.variants[0]!, name: t('160 × 200 سم', '160 × 200 cm') },
        { ...base.variants[1]!, name: t('180 × 200 سم', '180 × 200 cm') },
      ],
    };
    return <StoryProductDetails {...args} product={product} />;
  },
  play: async ({ canvas, globals }) => {
    const ar = loc(globals.locale) === 'ar';
    await expect(
      canvas.getByRole('radio', { name: ar ? '١٦٠ × ٢٠٠ سم' : '160 × 200 cm' }),
    ).toBeChecked();
    await expect(
      canvas.getByRole('radio', { name: ar ? '١٨٠ × ٢٠٠ سم' : '180 × 200 cm' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        ar ? 'سرير بمقاسين، ١٦٠ و١٨٠ سم عرضًا.' : 'A bed in two sizes, 160 and 180 cm wide.',
      ),
    ).toBeVisible();
  },
};

/** One variant (no picker), no photos yet, no stock number (no limit on the quantity). */
export const WithoutPhotos: Story = {
  render: (args, { globals }) => (
    <StoryProductDetails {...args} product={productWithoutPhotosFixture(loc(globals.locale))} />
  ),
  play: async ({ args, canvas, globals }) => {
    const { m } = texts(globals.locale);
    await expect(canvas.getByText(m('product.details.noPhotos'))).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.getByText(m('product.details.delivery', { days: 1 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: m('ui.quantity.increase') }));
    await userEvent.click(canvas.getByRole('button', { name: m('cart.add') }));
    await expect(args.onAddToCart).toHaveBeenLastCalledWith('521', 2);
  },
};

/** The related and recently viewed rails go in the slot below the details. */
export const WithRelatedSlot: Story = {
  render: (args, { globals }) => (
    <StoryProductDetails {...args} product={productDetailsFixture(loc(globals.locale))}>
      <section aria-labelledby="related-heading">
        <h2 id="related-heading" style={{ margin: 0 }}>
          {related[loc(globals.locale)]}
        </h2>
      </section>
    </StoryProductDetails>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('region', { name: related[loc(globals.locale)] })).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <StoryProductDetailsSkeleton />,
  play: async ({ canvas, globals }) => {
    const { m } = texts(globals.locale);
    await expect(
      canvas.getByRole('status', { name: m('product.details.loading') }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const LongArabicText: Story = {
  render: (args, { globals }) => (
    <StoryProductDetails {...args} product={longProductDetailsFixture(loc(globals.locale))} />
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const product = longProductDetailsFixture(loc(globals.locale));
    await expect(canvas.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    // Nothing runs past the page's edge.
    const article = canvasElement.querySelector('article')!;
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
  },
};
