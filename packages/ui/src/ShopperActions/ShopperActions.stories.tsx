import {
  Button,
  createShopperActionsSource,
  ProductCard,
  ShopperActionsProvider,
  type ShopperActions,
} from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { productFixtures } from '../../story-fixtures/products';
import { withIntl } from '../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryProductCard = withIntl(ProductCard);

const copy = {
  ar: {
    heart: (name: string) => `أضف ${name} إلى المفضلة`,
    signIn: 'سجّل دخول المتسوّق',
  },
  en: {
    heart: (name: string) => `Add ${name} to wishlist`,
    signIn: 'Sign the shopper in',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const onSignInRequired = fn();
const onWishlistChange = fn();

/**
 * Cards rendered without any of the shopper's state (as the shop's cached pages are), under a
 * provider whose source the app fills in the browser. The story's button stands for the app's
 * store: signing in sets a new value on the source, and the hearts follow it.
 */
function CardsUnderProvider({ locale }: { locale: 'ar' | 'en' }) {
  const products = productFixtures(locale).slice(0, 2);
  const [source] = useState(() =>
    createShopperActionsSource({ isGuest: true, onSignInRequired, onWishlistChange }),
  );
  const signIn = () => {
    const next: ShopperActions = {
      isGuest: false,
      wishlistIds: new Set([products[0]!.id]),
      onSignInRequired,
      onWishlistChange,
    };
    source.set(next);
  };
  return (
    <ShopperActionsProvider source={source}>
      <div style={{ display: 'grid', gap: '1rem' }}>
        <Button variant="secondary" onPress={signIn}>
          {copy[locale].signIn}
        </Button>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 14rem)', gap: '1rem' }}>
          {products.map((product) => (
            // The heart as the shop's server part renders it: a form post, the callbacks once
            // hydrated.
            <StoryProductCard
              key={product.id}
              product={product}
              wishlistForm={{ action: '#wishlist' }}
            />
          ))}
        </div>
      </div>
    </ShopperActionsProvider>
  );
}

const meta = {
  title: 'Commerce/ShopperActions',
  component: CardsUnderProvider,
  args: { locale: 'ar' },
} satisfies Meta<typeof CardsUnderProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A guest's hearts ask to sign in; once the source says the shopper signed in, the hearts show
 * their wishlist and a press changes it.
 */
export const HeartsFollowTheSource: Story = {
  render: (_args, { globals }) => <CardsUnderProvider locale={loc(globals.locale)} />,
  play: async ({ canvas, globals }) => {
    const locale = loc(globals.locale);
    const t = copy[locale];
    const [first, second] = productFixtures(locale);
    const firstHeart = canvas.getByRole('button', { name: t.heart(first!.name) });
    const secondHeart = canvas.getByRole('button', { name: t.heart(second!.name) });

    // A guest: nothing pressed, and a press asks to sign in rather than saving.
    await expect(firstHeart).toHaveAttribute('aria-pressed', 'false');
    onSignInRequired.mockClear();
    onWishlistChange.mockClear();
    await userEvent.click(firstHeart);
    await expect(onSignInRequired).toHaveBeenCalledWith(first!.id);
    await expect(onWishlistChange).not.toHaveBeenCalled();

    // The source changes: the hearts that hydrated follow it.
    await userEvent.click(canvas.getByRole('button', { name: t.signIn }));
    await expect(firstHeart).toHaveAttribute('aria-pressed', 'true');
    await expect(secondHeart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(secondHeart);
    await expect(onWishlistChange).toHaveBeenCalledWith(second!.id, true);
    await userEvent.click(firstHeart);
    await expect(onWishlistChange).toHaveBeenLastCalledWith(first!.id, false);
  },
};
