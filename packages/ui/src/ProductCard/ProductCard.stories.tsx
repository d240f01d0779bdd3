import {
  Button,
  LoginPopup,
  ProductCard,
  ProductCardSkeleton,
  type ProductCardProps,
} from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { catalogueProducts, longNameProduct, storyLocale } from '../../story-fixtures/catalogue';
import { productFixtures } from '../../story-fixtures/products';
import { withIntl } from '../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryProductCardSkeleton = withIntl(ProductCardSkeleton);

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryProductCard = withIntl(ProductCard);

const fixture = (locale: unknown, index: number) =>
  productFixtures(locale === 'en' ? 'en' : 'ar')[index]!;
const shopProduct = (locale: unknown, index: number) =>
  catalogueProducts(storyLocale(locale))[index]!;

const copy = {
  ar: {
    sofa: 'كنبة ليلى ثلاثية المقاعد',
    heart: (name: string) => `أضف ${name} إلى المفضلة`,
    add: (name: string) => `أضف إلى السلة: ${name}`,
    adding: (name: string) => `جارٍ إضافة ${name} إلى السلة`,
    addLabel: 'أضف إلى السلة',
    freeShipping: 'شحن مجاني',
    outOfStock: 'نفدت الكمية',
    soldOut: (name: string) => `نفدت الكمية: ${name}`,
    off: /^خصم ١٣/,
    savings: /^وفّر /,
    signInTitle: 'تسجيل الدخول',
    signInBody: 'سجّل الدخول لتحفظ القطع التي تعجبك في قائمة المفضلة.',
    signInOpen: 'حسابي',
    loading: 'جارٍ التحميل',
  },
  en: {
    sofa: 'Layla three-seat sofa',
    heart: (name: string) => `Add ${name} to wishlist`,
    add: (name: string) => `Add to cart: ${name}`,
    adding: (name: string) => `Adding ${name} to cart`,
    addLabel: 'Add to cart',
    freeShipping: 'Free shipping',
    outOfStock: 'Out of stock',
    soldOut: (name: string) => `Out of stock: ${name}`,
    off: /^13% OFF$/,
    savings: /^Save EGP\s1,100$/,
    signInTitle: 'Sign in',
    signInBody: 'Sign in to keep the pieces you like in your wishlist.',
    signInOpen: 'My account',
    loading: 'Loading',
  },
} as const;

const meta = {
  title: 'Commerce/ProductCard',
  component: StoryProductCard,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '18rem' }}>
        <Story />
      </div>
    ),
  ],
  // The product follows the story's language; see the render functions.
  args: { product: productFixtures('ar')[0]! },
} satisfies Meta<typeof StoryProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => (
    <StoryProductCard {...args} product={fixture(globals.locale, 0)} />
  ),
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
  render: (args, { globals }) => (
    <StoryProductCard {...args} product={fixture(globals.locale, 1)} />
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvasElement.querySelector('del')).not.toBeNull();
    // 6,899 instead of 7,999 is 13.75% off: the card says 13%, never more than it gives.
    await expect(canvas.getByText(copy[storyLocale(globals.locale)].off)).toBeVisible();
  },
};

/** The discount spelled out as the amount saved instead of a percentage. */
export const OnSaleSavings: Story = {
  render: (args, { globals }) => (
    <StoryProductCard {...args} product={fixture(globals.locale, 1)} discountDisplay="savings" />
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(copy[storyLocale(globals.locale)].savings)).toBeVisible();
  },
};

export const PriceVaries: Story = {
  render: (args, { globals }) => (
    <StoryProductCard {...args} product={fixture(globals.locale, 2)} />
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(globals.locale === 'en' ? /^From / : /^ابتداءً من/)).toBeVisible();
  },
};

export const WithoutPhoto: Story = {
  render: (args, { globals }) => (
    <StoryProductCard {...args} product={fixture(globals.locale, 4)} />
  ),
  play: async ({ canvasElement }) => {
    // The frame keeps its place so a grid of cards stays aligned.
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(
      canvasElement.querySelector('article > div')!.getBoundingClientRect().height,
    ).toBeGreaterThan(0);
  },
};

/** A signed-in customer's card: the heart keeps its state the way the storefront's hook does. */
function CustomerCard(props: Omit<ProductCardProps, 'intl'>) {
  const [inWishlist, setInWishlist] = useState(props.inWishlist ?? false);
  return (
    <StoryProductCard
      {...props}
      inWishlist={inWishlist}
      onWishlistChange={(productId, next) => {
        props.onWishlistChange?.(productId, next);
        setInWishlist(next);
      }}
    />
  );
}

/** Everything a listing card has: link, free shipping, heart and quick add. */
export const ForCustomer: Story = {
  args: { onWishlistChange: fn(), onQuickAdd: fn() },
  render: (args, { globals }) => (
    <CustomerCard {...args} product={shopProduct(globals.locale, 0)} />
  ),
  play: async ({ args, canvas, globals }) => {
    const t = copy[storyLocale(globals.locale)];
    await expect(canvas.getByRole('link', { name: t.sofa })).toHaveAttribute(
      'href',
      '/products/layla-sofa',
    );
    await expect(canvas.getByText(t.freeShipping)).toBeVisible();

    const heart = canvas.getByRole('button', { name: t.heart(t.sofa) });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onWishlistChange).toHaveBeenLastCalledWith('11', true);
    // The keyboard toggles it back.
    await userEvent.keyboard(' ');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onWishlistChange).toHaveBeenLastCalledWith('11', false);

    await userEvent.click(canvas.getByRole('button', { name: t.add(t.sofa) }));
    await expect(args.onQuickAdd).toHaveBeenCalledTimes(1);
    await expect(args.onQuickAdd).toHaveBeenCalledWith('1101', '11');
  },
};

/** Already in the wishlist: the heart is filled and pressed. */
export const InWishlist: Story = {
  args: { onWishlistChange: fn(), onQuickAdd: fn(), inWishlist: true },
  render: (args, { globals }) => (
    <CustomerCard {...args} product={shopProduct(globals.locale, 1)} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { pressed: true })).toBeVisible();
  },
};

/** A guest presses the heart: nothing is saved, the login popup opens instead. */
export const GuestSignInPrompt: Story = {
  args: { isGuest: true, onSignInRequired: fn(), onWishlistChange: fn() },
  render: function Render(args, { globals }) {
    const t = copy[storyLocale(globals.locale)];
    const [open, setOpen] = useState(false);
    return (
      <>
        <StoryProductCard
          {...args}
          product={shopProduct(globals.locale, 0)}
          onSignInRequired={(productId) => {
            args.onSignInRequired?.(productId);
            setOpen(true);
          }}
        />
        <LoginPopup
          isOpen={open}
          onOpenChange={setOpen}
          trigger={<Button variant="ghost">{t.signInOpen}</Button>}
        >
          <p style={{ margin: 0 }}>{t.signInBody}</p>
        </LoginPopup>
      </>
    );
  },
  play: async ({ args, canvas, globals }) => {
    const t = copy[storyLocale(globals.locale)];
    const heart = canvas.getByRole('button', { name: t.heart(t.sofa) });
    await userEvent.click(heart);
    await expect(args.onSignInRequired).toHaveBeenCalledTimes(1);
    await expect(args.onSignInRequired).toHaveBeenCalledWith('11');
    await expect(args.onWishlistChange).not.toHaveBeenCalled();
    const dialog = await within(document.body).findByRole('dialog', { name: t.signInTitle });
    await expect(within(dialog).getByText(t.signInBody)).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  },
};

export const QuickAddPending: Story = {
  args: { onQuickAdd: fn(), isAdding: true },
  render: (args, { globals }) => (
    <StoryProductCard {...args} product={shopProduct(globals.locale, 0)} />
  ),
  play: async ({ args, canvas, globals }) => {
    const t = copy[storyLocale(globals.locale)];
    const progress = canvas.getByRole('progressbar', { name: t.adding(t.sofa) });
    await expect(progress).toBeVisible();
    // A second press while the first is on its way adds nothing.
    await userEvent.click(progress.closest('button')!);
    await expect(args.onQuickAdd).not.toHaveBeenCalled();
  },
};

export const OutOfStock: Story = {
  args: { onQuickAdd: fn(), onWishlistChange: fn() },
  render: (args, { globals }) => (
    <StoryProductCard {...args} product={shopProduct(globals.locale, 4)} />
  ),
  play: async ({ args, canvas, globals }) => {
    const t = copy[storyLocale(globals.locale)];
    const wardrobe = shopProduct(globals.locale, 4).name;
    const button = canvas.getByRole('button', { name: t.soldOut(wardrobe) });
    await expect(button).toBeDisabled();
    await expect(button).toHaveTextContent(t.outOfStock);
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onQuickAdd).not.toHaveBeenCalled();
    // Still saveable for later.
    await expect(canvas.getByRole('button', { name: t.heart(wardrobe) })).toBeEnabled();
  },
};

export const LongArabicName: Story = {
  args: { onQuickAdd: fn(), onWishlistChange: fn() },
  render: (args, { globals }) => (
    <StoryProductCard {...args} product={longNameProduct(storyLocale(globals.locale))} />
  ),
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 3 });
    // The name wraps inside the card instead of overflowing it.
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    const card = canvasElement.querySelector('article')!.getBoundingClientRect();
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(card.right);
  },
};

/** A number in the name is in the page's digits, in the heading and in the buttons' names. */
export const NameWithANumber: Story = {
  args: { onQuickAdd: fn(), onWishlistChange: fn() },
  render: (args, { globals }) => {
    const product = fixture(globals.locale, 0);
    const name = globals.locale === 'en' ? 'Layla sofa, 3 seats' : 'كنبة ليلى 3 مقاعد';
    return <StoryProductCard {...args} product={{ ...product, name }} />;
  },
  play: async ({ canvas, globals }) => {
    const locale = storyLocale(globals.locale);
    const name = locale === 'en' ? 'Layla sofa, 3 seats' : 'كنبة ليلى ٣ مقاعد';
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(name);
    await expect(canvas.getByRole('article', { name })).toBeVisible();
    await expect(canvas.getByRole('button', { name: copy[locale].heart(name) })).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <StoryProductCardSkeleton isStandalone />,
  play: async ({ canvas, globals }) => {
    const group = canvas.getByRole('group', { name: copy[storyLocale(globals.locale)].loading });
    await expect(group).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadingMatchesCard: Story = {
  tags: ['no-visual'],
  render: (args, { globals }) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'stretch' }}>
      <div style={{ flex: 1 }}>
        <StoryProductCard {...args} onQuickAdd={fn()} product={shopProduct(globals.locale, 5)} />
      </div>
      <div style={{ flex: 1 }}>
        <StoryProductCardSkeleton />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // No shift when the products arrive: the photo frame is the same size in both.
    const [cardPhoto, skeletonPhoto] = Array.from(
      canvasElement.querySelectorAll<HTMLElement>(
        'article > div:first-child, [aria-hidden="true"] > div:first-child',
      ),
    ).map((element) => element.getBoundingClientRect().height);
    await expect(cardPhoto).toBeGreaterThan(0);
    await expect(Math.round(cardPhoto!)).toBe(Math.round(skeletonPhoto!));
  },
};
