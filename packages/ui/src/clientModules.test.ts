import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * @dar/ui is server-first: a module is a client module (`'use client'` on its first line) only if
 * it has state, effects, event handlers or React context — React Aria's components and react-intl's
 * `useIntl` included. Everything else renders on the server and ships no JS to a page that renders
 * it there. This is the list of client modules, with why each is one; a new client module is added
 * here on purpose, and a module that stops needing the browser leaves it.
 */
const CLIENT_MODULES: Record<string, string> = {
  'provider.tsx':
    "providers (React context): React Aria (I18nProvider, RouterProvider), @dar/i18n's catalogue",
  'locale.ts': "hook: the shop locale from React Aria's I18nProvider (useLocale)",
  'Button/Button.tsx': 'React Aria (Button, ProgressBar); text from useIntl',
  'Checkbox/Checkbox.tsx': 'React Aria (Checkbox)',
  'CheckboxGroup/CheckboxGroup.tsx': 'React Aria (CheckboxGroup, Label, Text)',
  'ComboBox/ComboBox.tsx':
    'React Aria (Button, ComboBox, Group, Input, Label, ListBox, Popover, Text); text from useIntl',
  'Countdown/Countdown.tsx': 'text from useIntl; hooks useCountdown',
  'Countdown/useCountdown.ts':
    'useEffect, useRef, useState, useSyncExternalStore; hooks useCountdown',
  'DeferredTrigger/DeferredTrigger.tsx': 'useEffect, useLayoutEffect, useRef',
  'DeferredTrigger/ariaTrigger.tsx':
    "React Aria (Button): a native trigger's stand-in turned into React Aria's button, loaded with the overlay's code",
  'Disclosure/Disclosure.tsx':
    'React Aria (Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading)',
  'ErrorScreen/CountdownHome.tsx':
    "the error screen's countdown home and its pause button (native, words as props); hooks useCountdown",
  'ErrorScreen/RedirectCountdown.tsx':
    "the error screen's client leaf: loads CountdownHome when a screen shows (React's lazy), as every page carries the app's not-found and error screens",
  'FragmentButton/FragmentButton.tsx':
    "a native button whose press before hydration is kept in the page's address (no React Aria): useEffect, useRef; an event handler",
  'Gallery/Gallery.tsx':
    "the product page's pictures: native buttons (no React Aria; the zoom dialog's through DeferredTrigger); text from useIntl; useRef, useState; event handlers",
  'LazyImage/LazyImage.tsx': 'text from useIntl; useEffect, useState',
  'localValue/localValue.ts':
    "a value kept in the browser's localStorage, shared by the components that read it: useCallback, useSyncExternalStore",
  'Link/Link.tsx': 'React Aria (Link)',
  'Link/RouterLink.tsx':
    "a server part's link (footer, product card, category tiles, logo, banners): a native `<a>` whose click handler navigates through the app's router (context from UiProvider)",
  'LinkButton/LinkButton.tsx': 'React Aria (Link)',
  'NumberField/NumberField.tsx':
    'React Aria (Button, Group, Input, Label, NumberField, Text); text from useIntl',
  'NumberField/NativeStepButton.tsx':
    "the stepper's − or + as a native button, for a quantity that works before hydration (no React Aria): text from useIntl",
  'Overlays/Overlays.tsx': 'React Aria (Button); text from useIntl',
  'Pagination/Pagination.tsx': 'React Aria (Button); text from useIntl; useState',
  'PasswordField/PasswordField.tsx':
    'React Aria (Group, Input, Label, Text, TextField, ToggleButton); text from useIntl; useState; hooks useMinLengthValidate',
  'PhoneInput/PhoneInput.tsx':
    'React Aria (Button, Input, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text, TextField, useLocale); text from useIntl; useMemo, useRef, useState',
  'ProductCard/QuickAddButton.tsx':
    "the card's quick add: a native button, an event handler; the shopper's actions from useShopperActions",
  'ProductCard/WishlistHeart.tsx':
    "the card's heart: a native button, an event handler; the shopper's state from useShopperActions",
  'ProductList/GridColumns.tsx':
    "the listing's one/two column toggle for phones and its list: native toggle buttons (no React Aria, words as props); useState",
  'ProductGrid/ProductGrid.tsx': 'React Aria (ToggleButton); text from useIntl',
  'ProgressBar/ProgressBar.tsx': 'React Aria (Label, ProgressBar)',
  'RadioGroup/RadioGroup.tsx': 'React Aria (Label, Radio, RadioGroup, Text)',
  'Rail/RailScroller.tsx':
    "the rail's arrows and list: native buttons; useCallback, useEffect, useRef, useState",
  'RangeSlider/RangeSlider.tsx':
    'React Aria (Label, Slider, SliderOutput, SliderTrack); text from useIntl',
  'SearchField/SearchField.tsx':
    'React Aria (Button, Group, Input, Label, SearchField, Text); text from useIntl',
  'Select/Select.tsx':
    'React Aria (Button, Label, ListBox, Popover, Select, SelectValue, Text); text from useIntl',
  'ShopperActions/ShopperActions.tsx':
    "the shopper's state and actions for server parts' leaves: createContext, use, useSyncExternalStore",
  'Select/options.tsx': 'React Aria (ListBoxItem)',
  'Sheet/Sheet.tsx':
    'React Aria (Dialog, DialogTrigger, Heading, Modal, ModalOverlay); text from useIntl; useState; hooks useSmallScreen',
  'Sheet/placement.ts': 'useSyncExternalStore; hooks useSmallScreen',
  'Slider/Slider.tsx': 'React Aria (Label, Slider, SliderOutput, SliderTrack)',
  'Slider/parts.tsx': 'React Aria (SliderThumb); useLayoutEffect',
  'Spinner/Spinner.tsx': 'React Aria (ProgressBar); text from useIntl',
  'SpinningWheel/SpinningWheel.tsx': 'React Aria (useLocale); text from useIntl; useState',
  'Switch/Switch.tsx': 'React Aria (Switch)',
  'Tabs/Tabs.tsx': 'React Aria (Tab, TabList, TabPanel, Tabs)',
  'TagGroup/TagGroup.tsx': 'React Aria (Button, Label, Tag, TagGroup, TagList); text from useIntl',
  'TextArea/TextArea.tsx':
    'React Aria (TextArea, TextField, Label, Text); hooks useMinLengthValidate',
  'TextField/TextField.tsx':
    'React Aria (TextField, Input, Label, Text); hooks useMinLengthValidate',
  'TextField/fieldError.tsx':
    'React Aria (FieldError); text from useIntl; hooks useMinLengthValidate',
  'Toast/Toast.tsx':
    'React Aria (Button, Text, UNSTABLE_Toast, UNSTABLE_ToastContent, UNSTABLE_ToastList, UNSTABLE_ToastRegion); text from useIntl',
  'Toast/toastQueue.ts': 'React Aria (UNSTABLE_ToastQueue)',
  'Tooltip/Tooltip.tsx': 'React Aria (OverlayArrow, Tooltip, TooltipTrigger)',
  'sections/account/AccountNav/AccountNav.tsx': 'React Aria (Button, Link); text from useIntl',
  'sections/account/CancelOrderDialog/CancelOrderDialog.tsx':
    'React Aria (Form); text from useIntl',
  'sections/account/PasswordChangeForm/PasswordChangeForm.tsx':
    'React Aria (Form); text from useIntl; useMemo, useState; hooks useFieldRules',
  'sections/auth/CodeEntry/CodeEntry.tsx': 'text from useIntl; useState',
  'sections/auth/ForgotPasswordForm/ForgotPasswordForm.tsx':
    'React Aria (Form); text from useIntl; useState; hooks useFieldRules',
  'sections/auth/ResetPasswordForm/ResetPasswordForm.tsx':
    'React Aria (Form); text from useIntl; useMemo, useState; hooks useFieldRules',
  'sections/auth/SignInForm/SignInForm.tsx':
    'React Aria (Form); text from useIntl; useState; hooks useFieldRules',
  'sections/auth/SignUpForm/SignUpForm.tsx':
    'React Aria (Form); text from useIntl; useEffect, useMemo, useState; hooks useFieldRules',
  'sections/cart/CartLine/CartLine.tsx': 'text from useIntl; useRef, useState',
  'sections/cart/CouponField/CouponField.tsx': 'text from useIntl; useState',
  'sections/catalogue/SearchResults/SearchResults.tsx': 'React Aria (Link); text from useIntl',
  'sections/catalogue/WheelPromotion/CodeOffer.tsx':
    'the wheel\'s code and what to do with it: native buttons, "Apply" a form post (no React Aria); text from useIntl (the code is known only in the browser); useState; the shopper\'s calls from useShopperActions',
  'sections/catalogue/WheelPromotion/keptCode.ts':
    'the code this browser won, kept in localStorage (localValue): the hook useKeptCode',
  'sections/catalogue/WheelPromotion/WheelDialog.tsx':
    "the wheel's dialog, loaded on first use: Sheet (React Aria's modal) and SpinningWheel; text from useIntl; useState; the shopper's calls from useShopperActions",
  'sections/catalogue/WheelPromotion/WheelPanel.tsx':
    "the wheel panel's leaf: a native button (no React Aria, words as props) whose dialog loads through DeferredTrigger; useEffect, useRef, useState; the kept code from localStorage",
  'sections/checkout/AddressForm/AddressForm.tsx':
    'React Aria (Form); text from useIntl; useMemo, useState; hooks useFieldRules',
  'sections/checkout/CheckoutSteps/CheckoutSteps.tsx':
    'text from useIntl; useEffect, useRef, useState; hooks useChoice, useShopLocale',
  'sections/content/ContactForm/ContactForm.tsx':
    'React Aria (Form); text from useIntl; useState; hooks useFieldRules',
  'sections/product/FilterBar/FilterBar.tsx':
    "useState (the price range's value while it is dragged); text from useIntl; hooks useShopLocale",
  'sections/product/FilterForm/FilterForm.tsx':
    "the listing's filters as a native GET form (no React Aria, words as props): event handlers; useEffect, useId, useRef, useState",
  'sections/product/SortField/SortField.tsx':
    "the listing's order as a native select in the filter form (no React Aria, words as props): an event handler; useEffect, useId, useRef",
  'sections/product/ProductDetails/BuyBox.tsx':
    "the product page's buy box: native radios, number field and buttons in a form (no React Aria); text from useIntl; useState (the chosen variant and quantity); the shopper's state from useShopperActions",
  'sections/shell/AlertStrip/DismissibleStrip.tsx':
    "the alert strip's close button: a native button (no React Aria, words as props); useState; an event handler",
  'sections/shell/Header/leaves.tsx':
    "the header's menu, search and cart buttons: native buttons (no React Aria, text as props) with event handlers; the menus through DeferredTrigger",
  'sections/shell/Header/menus.tsx':
    "React Aria (Link, Menu, MenuItem, MenuTrigger, Popover): the header's menus and drawer, loaded on first use",
  'sections/shell/NewsletterForm/NewsletterFields.tsx':
    "the footer's newsletter form: a native form, input and button (no React Aria); text from useIntl; useActionState, useState; event handlers",
  'validation/useFieldRules.ts': 'text from useIntl; useMemo; hooks useFieldRules',
};

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(packageDir, 'src');
const dist = join(packageDir, 'dist');
const USE_CLIENT = /^(?:\s*\/\/[^\n]*\n|\s*\/\*[\s\S]*?\*\/)*\s*['"]use client['"];?/;
/** How tsup's output begins a client module (double quotes, as esbuild prints strings). */
const BUILT_DIRECTIVE = `${JSON.stringify('use client')};\n`;

/** Source modules of the package: no stories, tests, styles or the stories' page frames. */
function sourceModules(): string[] {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(stories|test|css)\.tsx?$/.test(file))
    .filter((file) => !file.startsWith('pages/'))
    .sort();
}

/** What makes a module need the browser: React Aria, react-intl's context, or a React hook. */
function browserNeeds(text: string): string[] {
  // Code only: a comment may well name `useIntl()`.
  const source = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const needs: string[] = [];
  for (const [, typeOnly, names, from] of source.matchAll(
    /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(react-aria-components|react-intl|@dar\/i18n\/react)'/g,
  )) {
    const values = (names ?? '')
      .split(',')
      .filter((n) => n.trim() && !n.trim().startsWith('type '));
    if (!typeOnly && values.length > 0) needs.push(from ?? '');
  }
  // `useId` is the one hook the server renderer has too (a server part's heading ids, named by
  // `usePartId`).
  for (const [, hook] of source.matchAll(/\b(use[A-Z]\w*|createContext)\s*\(/g)) {
    if (hook !== 'useId' && hook !== 'usePartId') needs.push(hook ?? '');
  }
  return needs;
}

describe('client modules of @dar/ui', () => {
  const modules = sourceModules();
  const marked = modules.filter((file) => USE_CLIENT.test(readFileSync(join(src, file), 'utf8')));

  it("are exactly the allow-list: every file with 'use client' has a reason", () => {
    expect(marked).toEqual(Object.keys(CLIENT_MODULES).sort());
  });

  it('include every module that uses React Aria, react-intl context or a hook', () => {
    const unmarked = modules
      .filter((file) => !marked.includes(file))
      .map((file) => ({ file, needs: browserNeeds(readFileSync(join(src, file), 'utf8')) }))
      .filter(({ needs }) => needs.length > 0);
    expect(unmarked).toEqual([]);
  });
});

describe('the built package (dist/, after `pnpm --filter @dar/ui build`)', () => {
  const built = () => {
    if (!existsSync(join(dist, 'index.js'))) {
      throw new Error('packages/ui/dist is missing: run `pnpm --filter @dar/ui build` first');
    }
    return readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .sort();
  };
  const clientOutputs = Object.keys(CLIENT_MODULES)
    .map((file) => file.replace(/\.tsx?$/, '.js'))
    .sort();

  it('keeps the directive on exactly the client modules, each an entry of its own', () => {
    const withDirective = built().filter((file) =>
      readFileSync(join(dist, file), 'utf8').startsWith(BUILT_DIRECTIVE),
    );
    expect(withDirective).toEqual(clientOutputs);
  });

  it('lets no server module reach client code except through a client module', () => {
    // From every module without the directive, follow its static imports, stopping at client
    // modules (a client reference in Next): nothing reached may import React Aria, react-intl, or
    // a React API the server renderer lacks (hooks, context).
    const clientOnlyReact =
      /\b(useState|useEffect|useLayoutEffect|useRef|useReducer|useContext|createContext|useSyncExternalStore|useTransition|useDeferredValue|useImperativeHandle|useOptimistic|useActionState|useInsertionEffect)\b/;
    const problems: string[] = [];
    const importsOf = (file: string) => [
      ...readFileSync(join(dist, file), 'utf8').matchAll(
        /(?:import|export)\s*(\{[^}]*\})?[^"';]*?\s*(?:from\s*)?"([^"]+)"/g,
      ),
    ];
    const clientSet = new Set(
      built().filter((file) => readFileSync(join(dist, file), 'utf8').startsWith(BUILT_DIRECTIVE)),
    );
    for (const start of built().filter((file) => !clientSet.has(file))) {
      const seen = new Set<string>();
      const queue = [start];
      while (queue.length > 0) {
        const file = queue.pop() ?? '';
        if (seen.has(file)) continue;
        seen.add(file);
        for (const [, names, specifier] of importsOf(file)) {
          if (!specifier) continue;
          if (specifier.startsWith('.')) {
            const target = relative(dist, join(dist, dirname(file), specifier));
            if (!clientSet.has(target)) queue.push(target);
          } else if (/^(react-aria-components|react-intl)$/.test(specifier)) {
            problems.push(`${start} → ${file} imports ${specifier}`);
          } else if (/^react(-dom)?$/.test(specifier) && clientOnlyReact.test(names ?? '')) {
            problems.push(`${start} → ${file} imports ${names} from ${specifier}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
