import { DeferredTrigger, Header, SearchOverlay } from '@dar/ui';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { homeHrefs, longNavCategories, navCategories } from '../../../../story-fixtures/shell';
import { withIntl } from '../../../../story-fixtures/withIntl';

// A server part in the shop; here its messages come from the story's provider.
const StoryHeader = withIntl(Header);

type Locale = 'ar' | 'en';
const loc = ({ globals }: Pick<StoryContext, 'globals'>): Locale =>
  globals.locale === 'en' ? 'en' : 'ar';

// What a screen reader hears for each control, per language (the catalogue's plurals).
const copy = {
  ar: {
    home: 'دار، الصفحة الرئيسية',
    wordmark: 'دار',
    nav: 'الأقسام',
    search: 'بحث',
    searchBox: 'بحث',
    searchDialog: 'البحث',
    wishlist3: 'المفضلة، ٣ منتجات',
    cart2: 'السلة، منتجان',
    cart11: 'السلة، ١١ منتجًا',
    wishlistEmpty: 'المفضلة، فارغة',
    cartEmpty: 'السلة، فارغة',
    signIn: 'تسجيل الدخول',
    account: 'حسابي',
    language: 'اقرأ هذه الصفحة بالإنجليزية',
    languageText: 'English',
    living: 'غرف المعيشة',
    allLiving: 'كل غرف المعيشة',
    sofas: 'الكنب',
    armchairs: 'الكراسي بذراعين',
    office: 'المكتب',
    openMenu: 'افتح القائمة',
    menu: 'القائمة',
    loading: 'جارٍ تحميل الأقسام',
  },
  en: {
    home: 'Dar, home page',
    wordmark: 'Dar',
    nav: 'Categories',
    search: 'Search',
    searchBox: 'Search',
    searchDialog: 'Search',
    wishlist3: 'Wishlist, 3 items',
    cart2: 'Cart, 2 items',
    cart11: 'Cart, 11 items',
    wishlistEmpty: 'Wishlist, empty',
    cartEmpty: 'Cart, empty',
    signIn: 'Sign in',
    account: 'My account',
    language: 'Read this page in Arabic',
    languageText: 'العربية',
    living: 'Living room',
    allLiving: 'All Living room',
    sofas: 'Sofas',
    armchairs: 'Armchairs',
    office: 'Office',
    openMenu: 'Open the menu',
    menu: 'Menu',
    loading: 'Loading categories',
  },
} as const;

const body = within(document.body);

/**
 * Escape closes the open menu or dialog, and focus comes back to its trigger a moment after; the
 * trigger is then left, so the picture is at rest.
 */
async function closeWithEscape(popup: 'menu' | 'dialog', trigger: () => HTMLElement) {
  await userEvent.keyboard('{Escape}');
  // The drawer leaves with its exit transition; on a loaded machine that passed the default 1 s.
  await waitFor(() => expect(body.queryByRole(popup)).toBeNull(), { timeout: 3000 });
  await waitFor(() => expect(trigger()).toHaveFocus());
  trigger().blur();
}
const onSearch = fn();
const onCart = fn();

const meta = {
  title: 'Sections/Shell/Header',
  component: StoryHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    categories: [],
    wishlistCount: 3,
    cartCount: 2,
    signedIn: false,
    hrefs: homeHrefs('ar'),
    onSearch,
    onCart,
  },
  render: (args, context) => (
    <StoryHeader
      {...args}
      categories={args.categories.length > 0 ? args.categories : navCategories(loc(context))}
      hrefs={homeHrefs(loc(context))}
    />
  ),
} satisfies Meta<typeof StoryHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest with things in the wishlist and cart, on a wide screen. */
export const Default: Story = {
  play: async (context) => {
    const { canvas } = context;
    const locale = loc(context);
    const t = copy[locale];
    onSearch.mockClear();
    onCart.mockClear();

    // The logo is the wordmark of the page's language, and leads home.
    const logo = canvas.getByRole('link', { name: t.home });
    await expect(logo).toHaveTextContent(t.wordmark);
    await expect(logo).toHaveAttribute('href', locale === 'en' ? '/en' : '/');

    // The counts are part of the names screen readers announce.
    await expect(canvas.getByRole('link', { name: t.wishlist3 })).toHaveAttribute(
      'href',
      homeHrefs(locale).wishlist,
    );
    const cart = canvas.getByRole('button', { name: t.cart2 });
    await userEvent.click(cart);
    await expect(onCart).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t.search }));
    await expect(onSearch).toHaveBeenCalledTimes(1);

    // A guest is offered sign-in; the switcher leads to the same page in the other language.
    await expect(canvas.getByRole('link', { name: t.signIn })).toHaveAttribute(
      'href',
      homeHrefs(locale).signIn,
    );
    const language = canvas.getByRole('link', { name: `${t.languageText} ${t.language}` });
    await expect(language).toHaveAttribute('href', homeHrefs(locale).otherLanguage);
    await expect(canvas.getByText(t.languageText)).toHaveAttribute(
      'lang',
      locale === 'en' ? 'ar' : 'en',
    );

    // A category without sub-categories is a plain link.
    const nav = canvas.getByRole('navigation', { name: t.nav });
    await expect(within(nav).getByRole('link', { name: t.office })).toHaveAttribute(
      'href',
      `${locale === 'en' ? '/en' : ''}/products/c/office`,
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Stands in for the app's dynamic `import()` of its search overlay. */
const loadSearch = () => Promise.resolve(SearchOverlay);

/**
 * The header hosting the search overlay (`search`): its search button is the overlay's trigger,
 * the box takes focus as it opens, and Escape gives focus back to the button.
 */
export const WithSearchOverlay: Story = {
  render: (args, context) => (
    <StoryHeader
      {...args}
      onSearch={undefined}
      categories={navCategories(loc(context))}
      hrefs={homeHrefs(loc(context))}
      search={(trigger) => (
        <DeferredTrigger load={loadSearch} popup="dialog" trigger={trigger}>
          {(Overlay, loaded) => <Overlay trigger={loaded} />}
        </DeferredTrigger>
      )}
    />
  ),
  play: async (context) => {
    const { canvas } = context;
    const t = copy[loc(context)];
    // The overlay's code loads on first use, and its trigger then takes the stand-in's place.
    const button = () => canvas.getByRole('button', { name: t.search });
    await userEvent.click(button());
    const dialog = await body.findByRole('dialog', { name: t.searchDialog });
    await waitFor(() =>
      expect(within(dialog).getByRole('searchbox', { name: t.searchBox })).toHaveFocus(),
    );
    await closeWithEscape('dialog', button);
  },
};

/** Keyboard only: Tab reaches the category, Arrow Down opens its sub-categories, Escape closes them. */
export const KeyboardSubCategories: Story = {
  play: async (context) => {
    const { canvas } = context;
    const locale = loc(context);
    const t = copy[locale];
    // The menu's code loads when the trigger gets focus; the loaded trigger then takes the
    // stand-in's place, keeping focus.
    const trigger = () => canvas.getByRole('button', { name: t.living });
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    // Tab through the header until the category is reached, as a keyboard user would.
    for (let step = 0; step < 12 && document.activeElement !== trigger(); step += 1) {
      await userEvent.tab();
    }
    await expect(trigger()).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');

    const menu = await body.findByRole('menu', { name: t.living });
    await expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      t.allLiving,
      t.sofas,
      t.armchairs,
      ...navCategories(locale)[0]!
        .children!.slice(2)
        .map((child) => child.name),
    ]);
    // The first item (the whole category) has focus, and each leads to its page.
    await waitFor(() => expect(items[0]).toHaveFocus());
    await expect(items[0]).toHaveAttribute('href', navCategories(locale)[0]!.href);
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await expect(items[1]).toHaveAttribute('href', navCategories(locale)[0]!.children![0]!.href);

    await closeWithEscape('menu', trigger);
  },
};

/** The tree at `navUrl`: the living room with one sub-category more than the page was given. */
const fetchedTree = (locale: Locale) => {
  const [living, ...rest] = navCategories(locale);
  const added = {
    id: 'new-arrivals',
    name: locale === 'en' ? 'New in' : 'وصل حديثًا',
    href: '/new',
  };
  const tree = [{ ...living!, children: [...living!.children!, added] }, ...rest];
  return `data:application/json,${encodeURIComponent(JSON.stringify(tree))}`;
};

/**
 * `navUrl`: the page carries the top level only, and each menu fetches the sub-categories with its
 * code on first use (here a `data:` URL whose tree has one sub-category more).
 */
export const MenusFetchTheirTree: Story = {
  render: (args, context) => (
    <StoryHeader
      {...args}
      categories={navCategories(loc(context))}
      navUrl={fetchedTree(loc(context))}
      hrefs={homeHrefs(loc(context))}
    />
  ),
  play: async (context) => {
    const locale = loc(context);
    const t = copy[locale];
    const trigger = () => context.canvas.getByRole('button', { name: t.living });
    await userEvent.click(trigger());
    const menu = await body.findByRole('menu', { name: t.living });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items[0]).toHaveTextContent(t.allLiving);
    await expect(items[1]).toHaveTextContent(t.sofas);
    await expect(items.at(-1)).toHaveTextContent(locale === 'en' ? 'New in' : 'وصل حديثًا');
    await closeWithEscape('menu', trigger);
  },
};

/** A `navUrl` that does not give a tree (here a `data:` URL that is not JSON). */
const brokenTree = 'data:application/json,not-a-tree';

/**
 * `navUrl` fails: the menus still open with what the page carries. A category's menu has its
 * "All …" item; the phone's drawer lists the top-level categories as links.
 */
export const MenusWhenTheTreeFails: Story = {
  render: (args, context) => (
    <StoryHeader
      {...args}
      categories={navCategories(loc(context))}
      navUrl={brokenTree}
      hrefs={homeHrefs(loc(context))}
    />
  ),
  play: async (context) => {
    const t = copy[loc(context)];
    const trigger = () => context.canvas.getByRole('button', { name: t.living });
    await userEvent.click(trigger());
    const menu = await body.findByRole('menu', { name: t.living });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(1);
    await expect(items[0]).toHaveTextContent(t.allLiving);
    await closeWithEscape('menu', trigger);
  },
};

/** A phone whose `navUrl` fails: the drawer lists the top-level categories as links. */
export const NarrowWhenTheTreeFails: Story = {
  args: { cartCount: 0 },
  render: (args, context) => (
    <div style={{ maxInlineSize: '22rem' }}>
      <StoryHeader
        {...args}
        categories={navCategories(loc(context))}
        navUrl={brokenTree}
        hrefs={homeHrefs(loc(context))}
      />
    </div>
  ),
  play: async (context) => {
    const t = copy[loc(context)];
    const open = () => context.canvas.getByRole('button', { name: t.openMenu });
    await userEvent.click(open());
    const dialog = await body.findByRole('dialog', { name: t.menu });
    const nav = within(dialog).getByRole('navigation', { name: t.nav });
    await expect(within(nav).getByRole('link', { name: t.living })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: t.office })).toBeVisible();
    await closeWithEscape('dialog', open);
  },
};

/** A signed-in customer with an empty wishlist and a full cart; no `onCart`, so the cart is a link. */
export const SignedIn: Story = {
  args: { signedIn: true, wishlistCount: 0, cartCount: 11, onCart: undefined },
  play: async (context) => {
    const { canvas } = context;
    const locale = loc(context);
    const t = copy[locale];
    await expect(canvas.getByRole('link', { name: t.account })).toHaveAttribute(
      'href',
      homeHrefs(locale).account,
    );
    await expect(canvas.queryByRole('link', { name: t.signIn })).toBeNull();
    await expect(canvas.getByRole('link', { name: t.wishlistEmpty })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.cart11 })).toHaveAttribute(
      'href',
      homeHrefs(locale).cart,
    );
  },
};

/** The categories are still loading: placeholders where the navigation will be, said to be busy. */
export const Loading: Story = {
  render: (args, context) => (
    <StoryHeader {...args} categories={[]} loading hrefs={homeHrefs(loc(context))} />
  ),
  play: async (context) => {
    const t = copy[loc(context)];
    await expect(context.canvas.queryByRole('navigation')).toBeNull();
    const busy = context.canvasElement.querySelector('[aria-busy="true"]');
    await expect(busy).toHaveTextContent(t.loading);
  },
};

/** Every link and button of the bar lies inside the header: nothing is cut off or scrolls. */
async function expectBarFits(canvasElement: HTMLElement) {
  const header = canvasElement.querySelector('header')!;
  const box = header.getBoundingClientRect();
  const controls = [...header.firstElementChild!.querySelectorAll('a, button')];
  await expect(controls.length).toBeGreaterThanOrEqual(7);
  for (const control of controls) {
    const { left, right } = control.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(box.left);
    await expect(right).toBeLessThanOrEqual(box.right);
  }
  await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
}

/** The header in a phone's width (a container query reads the header's own width). */
const onPhone =
  (width: CSSProperties): Story['render'] =>
  (args, context) => (
    <div style={width}>
      <StoryHeader
        {...args}
        categories={navCategories(loc(context))}
        hrefs={homeHrefs(loc(context))}
      />
    </div>
  );

/** A phone: the categories move into the menu drawer, sub-categories under disclosures. */
export const Narrow: Story = {
  args: { cartCount: 0 },
  render: onPhone({ maxInlineSize: '22rem' }),
  play: async (context) => {
    const { canvas } = context;
    const locale = loc(context);
    const t = copy[locale];
    await expect(canvas.queryByRole('navigation', { name: t.nav })).toBeNull();
    await expect(canvas.getByRole('button', { name: t.cartEmpty })).toBeVisible();
    await expectBarFits(context.canvasElement);

    // The drawer's code loads on first use; its trigger then takes the stand-in's place.
    const open = () => canvas.getByRole('button', { name: t.openMenu });
    await userEvent.click(open());
    const dialog = await body.findByRole('dialog', { name: t.menu });
    const nav = within(dialog).getByRole('navigation', { name: t.nav });
    await expect(within(nav).getByRole('link', { name: t.office })).toBeVisible();

    const living = within(nav).getByRole('button', { name: t.living });
    await userEvent.click(living);
    await expect(living).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: t.sofas })).toHaveAttribute(
      'href',
      navCategories(locale)[0]!.children![0]!.href,
    );

    await closeWithEscape('dialog', open);
  },
};

/** A phone with `navUrl`: the drawer lists the tree fetched with its code. */
export const NarrowFetchingItsTree: Story = {
  args: { cartCount: 0 },
  render: (args, context) => (
    <div style={{ maxInlineSize: '22rem' }}>
      <StoryHeader
        {...args}
        categories={navCategories(loc(context))}
        navUrl={fetchedTree(loc(context))}
        hrefs={homeHrefs(loc(context))}
      />
    </div>
  ),
  play: async (context) => {
    const locale = loc(context);
    const t = copy[locale];
    const open = () => context.canvas.getByRole('button', { name: t.openMenu });
    await userEvent.click(open());
    const dialog = await body.findByRole('dialog', { name: t.menu });
    const nav = within(dialog).getByRole('navigation', { name: t.nav });
    await expect(within(nav).getByRole('link', { name: t.office })).toBeVisible();
    await userEvent.click(within(nav).getByRole('button', { name: t.living }));
    await expect(
      within(nav).getByRole('link', { name: locale === 'en' ? 'New in' : 'وصل حديثًا' }),
    ).toHaveAttribute('href', '/new');
    await closeWithEscape('dialog', open);
  },
};

/**
 * The narrowest phone in use (320 CSS pixels), a guest with a full cart: the logo keeps its mark
 * (the link its name) and the seven controls stay on screen.
 */
export const NarrowestPhone: Story = {
  args: { cartCount: 11 },
  render: onPhone({ inlineSize: '20rem' }),
  play: async (context) => {
    const t = copy[loc(context)];
    await expect(context.canvas.getByRole('link', { name: t.home })).toBeVisible();
    await expect(context.canvas.getByRole('button', { name: t.cart11 })).toBeVisible();
    await expectBarFits(context.canvasElement);
  },
};

/** Long category names wrap onto more lines; the bar keeps its actions on screen. */
export const LongArabicText: Story = {
  args: { cartCount: 11 },
  render: (args, context) => (
    <StoryHeader
      {...args}
      categories={longNavCategories(loc(context))}
      hrefs={homeHrefs(loc(context))}
    />
  ),
  play: async (context) => {
    const header = context.canvasElement.querySelector('header');
    await expect(header).not.toBeNull();
    await expect(header!.scrollWidth).toBeLessThanOrEqual(header!.clientWidth);
  },
};
