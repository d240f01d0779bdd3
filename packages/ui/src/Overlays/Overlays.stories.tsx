import {
  Button,
  CartOverlay,
  FilterOverlay,
  LoginPopup,
  MenuOverlay,
  OrderOverlay,
  SearchOverlay,
} from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const copy = {
  ar: {
    menu: { open: 'افتح القائمة', title: 'القائمة', body: 'غرف المعيشة · غرف النوم · المطابخ' },
    cart: { open: 'افتح السلة', title: 'سلة التسوق', body: 'كنبة النيل الثلاثية — ١ قطعة' },
    filter: { open: 'افتح التصفية', title: 'التصفية', body: 'السعر · اللون · الخامة' },
    order: { open: 'تفاصيل الطلب', title: 'الطلب', body: 'الطلب رقم DAR-1042 — قيد الشحن' },
    login: { open: 'أضف إلى المفضلة', title: 'تسجيل الدخول', body: 'سجّل الدخول لحفظ المفضلة.' },
    search: { open: 'ابحث', title: 'البحث', body: '' },
    checkout: 'إتمام الشراء',
    close: 'إغلاق',
    searchLabel: 'بحث',
    suggestions: 'اقتراحات',
    recent: 'عمليات البحث الأخيرة',
    clearRecent: 'مسح عمليات البحث الأخيرة',
    suggestionItems: ['كنبة زاوية', 'كنبة سرير'],
    recentItems: ['طاولة طعام', 'مصباح'],
    typed: 'كنبة',
  },
  en: {
    menu: { open: 'Open the menu', title: 'Menu', body: 'Living rooms · Bedrooms · Kitchens' },
    cart: { open: 'Open the cart', title: 'Cart', body: 'Nile three-seater sofa — 1 item' },
    filter: { open: 'Open filters', title: 'Filter', body: 'Price · Colour · Material' },
    order: { open: 'Order details', title: 'Order', body: 'Order DAR-1042 — shipped' },
    login: { open: 'Add to wishlist', title: 'Sign in', body: 'Sign in to keep your wishlist.' },
    search: { open: 'Search', title: 'Search', body: '' },
    checkout: 'Checkout',
    close: 'Close',
    searchLabel: 'Search',
    suggestions: 'Suggestions',
    recent: 'Recent searches',
    clearRecent: 'Clear recent searches',
    suggestionItems: ['Corner sofa', 'Sofa bed'],
    recentItems: ['Dining table', 'Lamp'],
    typed: 'sofa',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
const body = within(document.body);

type Kind = 'menu' | 'cart' | 'filter' | 'order' | 'login';
const components: Record<Kind, ComponentType<Parameters<typeof CartOverlay>[0]>> = {
  menu: MenuOverlay,
  cart: CartOverlay,
  filter: FilterOverlay,
  order: OrderOverlay,
  login: LoginPopup,
};

const meta = {
  title: 'Patterns/Overlays',
  component: CartOverlay,
  args: { trigger: <Button>open</Button> },
} satisfies Meta<typeof CartOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An overlay with its content in the slot, its localized title and close button. */
const overlayStory = (kind: Kind, placement: string, withFooter = false): Story => ({
  render: (_args, { globals }) => {
    const t = copy[loc(globals.locale)];
    const Overlay = components[kind];
    return (
      <Overlay
        trigger={<Button>{t[kind].open}</Button>}
        footer={
          withFooter
            ? (close: () => void) => (
                <Button fullWidth onPress={close}>
                  {t.checkout}
                </Button>
              )
            : undefined
        }
      >
        <p style={{ margin: 0 }}>{t[kind].body}</p>
      </Overlay>
    );
  },
  play: async ({ globals }) => {
    const t = copy[loc(globals.locale)];
    const trigger = body.getByRole('button', { name: t[kind].open });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog');
    await expect(dialog).toHaveAccessibleName(t[kind].title);
    await expect(within(dialog).getByText(t[kind].body)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: t.close })).toBeVisible();
    // Tests run on a wide window: auto overlays take their wide placement there.
    await expect(document.querySelector('[data-placement]')).toHaveAttribute(
      'data-placement',
      placement,
    );
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Focus comes back on the next animation frame, which a background test page may delay.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
});

export const Menu = overlayStory('menu', 'start');
export const Cart: Story = {
  ...overlayStory('cart', 'end', true),
  play: async (context) => {
    await overlayStory('cart', 'end', true).play?.(context);
    // The footer's action can close the drawer too.
    const t = copy[loc(context.globals.locale)];
    await userEvent.click(body.getByRole('button', { name: t.cart.open }));
    await userEvent.click(await body.findByRole('button', { name: t.checkout }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
export const Filter = overlayStory('filter', 'start');
export const Order = overlayStory('order', 'center');
export const Login = overlayStory('login', 'center');

const onSelect = fn();
const onSubmit = fn();
const onClearRecent = fn();

export const Search: Story = {
  render: (_args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <SearchOverlay
        trigger={<Button>{t.search.open}</Button>}
        suggestions={t.suggestionItems}
        recentSearches={t.recentItems}
        onSelect={onSelect}
        onSubmit={onSubmit}
        onClearRecent={onClearRecent}
      />
    );
  },
  play: async ({ globals }) => {
    const t = copy[loc(globals.locale)];
    onSelect.mockClear();
    onSubmit.mockClear();
    onClearRecent.mockClear();
    const trigger = body.getByRole('button', { name: t.search.open });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog');
    await expect(dialog).toHaveAccessibleName(t.search.title);
    // The box has focus at once: the shopper just types.
    const box = within(dialog).getByRole('searchbox', { name: t.searchLabel });
    await expect(box).toHaveFocus();
    await expect(within(dialog).getByRole('region', { name: t.suggestions })).toBeVisible();
    const recent = within(dialog).getByRole('region', { name: t.recent });
    await userEvent.click(within(recent).getByRole('button', { name: t.clearRecent }));
    await expect(onClearRecent).toHaveBeenCalledTimes(1);

    // Escape empties the box first, then closes the overlay.
    await userEvent.type(box, t.typed);
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
    await expect(body.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Focus comes back on the next animation frame, which a background test page may delay.
    await waitFor(() => expect(trigger).toHaveFocus());

    // Choosing a suggestion searches for it and closes.
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('button', { name: t.suggestionItems[1] }));
    await expect(onSelect).toHaveBeenCalledWith(t.suggestionItems[1]);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    // Enter submits what was typed.
    await userEvent.click(trigger);
    await userEvent.type(await body.findByRole('searchbox'), `${t.typed}{Enter}`);
    await expect(onSubmit).toHaveBeenCalledWith(t.typed);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
