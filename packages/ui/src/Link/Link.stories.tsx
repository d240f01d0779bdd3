import ar from '@dar/i18n/compiled/ar';
import en from '@dar/i18n/compiled/en';
import { Link, UiProvider } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const copy = {
  ar: {
    before: 'بالضغط على «تأكيد الطلب» توافق على ',
    terms: 'شروط البيع والإرجاع',
    after: ' الخاصة بدار.',
    seeAll: 'عرض كل الكنب',
    unavailable: 'تتبع الطلب (غير متاح بعد)',
    sofa: 'كنبة النيل ثلاثية المقاعد',
    long: 'اقرأ دليل العناية بالأثاث الخشبي المصنوع يدويًا وكيفية تنظيف الأقمشة المطرزة والحفاظ على لمعان الأرجل النحاسية',
  },
  en: {
    before: 'By pressing “Place order” you agree to Dar’s ',
    terms: 'terms of sale and returns',
    after: '.',
    seeAll: 'See all sofas',
    unavailable: 'Track order (not available yet)',
    sofa: 'Nile three-seater sofa',
    long: 'Read the care guide for handmade wooden furniture, how to clean embroidered fabrics and keep brass legs shining',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const meta = {
  title: 'Controls/Link',
  component: Link,
  args: { children: null, href: '#terms', onPress: fn() },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InSentence: Story = {
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <p style={{ margin: 0 }}>
        {t.before}
        <Link {...args}>{t.terms}</Link>
        {t.after}
      </p>
    );
  },
  play: async ({ args, canvas, globals, userEvent }) => {
    const link = canvas.getByRole('link', { name: copy[loc(globals.locale)].terms });
    await expect(link).toHaveAttribute('href', '#terms');
    // Inside a sentence colour alone is not enough: it is underlined.
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    await userEvent.click(link);
    link.blur();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    await userEvent.unhover(link);
    link.blur();
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', href: '#sofas' },
  render: (args, { globals }) => <Link {...args}>{copy[loc(globals.locale)].seeAll}</Link>,
  play: async ({ canvas, globals, userEvent }) => {
    const link = canvas.getByRole('link', { name: copy[loc(globals.locale)].seeAll });
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    await userEvent.hover(link);
    await expect(link).toHaveAttribute('data-hovered', 'true');
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    await userEvent.unhover(link);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, href: '#track' },
  render: (args, { globals }) => <Link {...args}>{copy[loc(globals.locale)].unavailable}</Link>,
  play: async ({ args, canvas, globals, userEvent }) => {
    const link = canvas.getByRole('link', { name: copy[loc(globals.locale)].unavailable });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongArabicText: Story = {
  args: { href: '#care' },
  render: (args, { globals }) => (
    <p style={{ margin: 0, maxInlineSize: '18rem' }}>
      <Link {...args}>{copy[loc(globals.locale)].long}</Link>
    </p>
  ),
  play: async ({ canvas, globals }) => {
    const link = canvas.getByRole('link', { name: copy[loc(globals.locale)].long });
    // An inline link wraps with the text around it, line after line.
    await expect(link.getClientRects().length).toBeGreaterThan(1);
  },
};

// Stands in for Next's `router.push`: the storefront passes its router to UiProvider the same way.
const navigate = fn();
const withLocalePrefix = (locale: 'ar' | 'en') => (href: string) =>
  locale === 'en' ? `/en${href}` : href;

/** With the app's router given to UiProvider, links navigate on the client: no page load. */
export const ClientSideNavigation: Story = {
  args: { href: '/products/nile-sofa', variant: 'standalone' },
  render: (args, { globals }) => {
    const locale = loc(globals.locale);
    return (
      <UiProvider
        locale={locale}
        messages={locale === 'en' ? en : ar}
        navigate={navigate}
        useHref={withLocalePrefix(locale)}
      >
        <Link {...args}>{copy[locale].sofa}</Link>
      </UiProvider>
    );
  },
  play: async ({ canvas, globals, userEvent }) => {
    navigate.mockClear();
    const locale = loc(globals.locale);
    const page = window.location.href;
    const link = canvas.getByRole('link', { name: copy[locale].sofa });
    // The address shown (and opened in a new tab) is the app's own, with its locale prefix.
    await expect(link).toHaveAttribute(
      'href',
      locale === 'en' ? '/en/products/nile-sofa' : '/products/nile-sofa',
    );

    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate.mock.calls[0]?.[0]).toBe('/products/nile-sofa');

    link.blur();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(2);
    // The router took over: the browser never left the page.
    await expect(window.location.href).toBe(page);
    await userEvent.unhover(link);
    link.blur();
  },
};
