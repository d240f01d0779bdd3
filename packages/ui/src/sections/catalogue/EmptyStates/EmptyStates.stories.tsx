import {
  CategoriesEmptyState,
  ProductsEmptyState,
  SearchEmptyState,
  WishlistEmptyState,
} from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyLocale } from '../../../../story-fixtures/catalogue';
import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryWishlistEmptyState = withIntl(WishlistEmptyState);
const StoryProductsEmptyState = withIntl(ProductsEmptyState);
const StoryCategoriesEmptyState = withIntl(CategoriesEmptyState);
const StorySearchEmptyState = withIntl(SearchEmptyState);

const copy = {
  ar: {
    wishlist: 'قائمة المفضلة فارغة',
    wishlistGuest: 'سجّل الدخول لترى قائمة المفضلة',
    signIn: 'تسجيل الدخول',
    browse: 'تصفّح المنتجات',
    products: 'لا توجد منتجات هنا بعد',
    categories: 'لا توجد أقسام بعد',
    query: 'كنبة جلد أزرق',
    search: 'لا توجد نتائج لـ «كنبة جلد أزرق»',
    longQuery: 'كنبة سرير قابلة للطي من خشب الجوز المحفور يدويًا بمسندين جانبيين ووسائد مطرزة',
  },
  en: {
    wishlist: 'Your wishlist is empty',
    wishlistGuest: 'Sign in to see your wishlist',
    signIn: 'Sign in',
    browse: 'Browse products',
    products: 'No products here yet',
    categories: 'No categories yet',
    query: 'blue leather sofa',
    search: 'No results for “blue leather sofa”',
    longQuery:
      'hand-carved folding walnut sofa bed with two side armrests and embroidered cushions',
  },
} as const;

const meta = {
  title: 'Sections/Catalogue/EmptyStates',
  component: StoryWishlistEmptyState,
} satisfies Meta<typeof StoryWishlistEmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Wishlist: Story = {
  play: async ({ canvas, globals }) => {
    const t = copy[storyLocale(globals.locale)];
    await expect(canvas.getByRole('heading', { level: 2, name: t.wishlist })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.browse })).toHaveAttribute('href', '/products');
  },
};

/** A guest opens the wishlist: told to sign in, and the button opens the login popup. */
export const WishlistGuest: Story = {
  args: { isGuest: true, onSignIn: fn() },
  play: async ({ args, canvas, globals }) => {
    const t = copy[storyLocale(globals.locale)];
    await expect(canvas.getByRole('heading', { level: 2, name: t.wishlistGuest })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.signIn }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

export const Products: Story = {
  render: () => <StoryProductsEmptyState browseHref="/products/c/living-room" />,
  play: async ({ canvas, globals }) => {
    const t = copy[storyLocale(globals.locale)];
    await expect(canvas.getByRole('heading', { level: 2, name: t.products })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.browse })).toHaveAttribute(
      'href',
      '/products/c/living-room',
    );
  },
};

export const Categories: Story = {
  render: () => <StoryCategoriesEmptyState />,
  play: async ({ canvas, globals }) => {
    const t = copy[storyLocale(globals.locale)];
    await expect(canvas.getByRole('heading', { level: 2, name: t.categories })).toBeVisible();
  },
};

export const SearchResults: Story = {
  render: (_args, { globals }) => (
    <StorySearchEmptyState query={copy[storyLocale(globals.locale)].query} />
  ),
  play: async ({ canvas, globals }) => {
    const t = copy[storyLocale(globals.locale)];
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(t.search);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const LongArabicText: Story = {
  render: (_args, { globals }) => (
    <StorySearchEmptyState query={copy[storyLocale(globals.locale)].longQuery} titleLevel={3} />
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};
