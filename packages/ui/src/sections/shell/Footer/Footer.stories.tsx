import { messagesFor } from '@dar/i18n';
import { Footer } from '@dar/ui';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { footerHrefs } from '../../../../story-fixtures/shell';
import { withIntl } from '../../../../story-fixtures/withIntl';

type Locale = 'ar' | 'en';
const loc = ({ globals }: Pick<StoryContext, 'globals'>): Locale =>
  globals.locale === 'en' ? 'en' : 'ar';

const copy = {
  ar: {
    call: 'اتصل بخدمة العملاء على ١٦٣٥٨',
    phone: '١٦٣٥٨',
    pages: [
      'من نحن',
      'اتصل بنا',
      'سياسة الخصوصية',
      'سياسة الاسترجاع',
      'الشروط والأحكام',
      'المدونة',
      'خريطة الموقع',
    ],
    payments: 'طرق الدفع',
    marks: [
      'الدفع عند الاستلام',
      'فيزا',
      'ماستركارد',
      'ميزة',
      'التقسيط مع فرصة',
      'التقسيط مع سيمبول',
      'التقسيط مع valU',
    ],
    email: 'البريد الإلكتروني',
    subscribe: 'اشترك',
    rights: '© ٢٠٢٦ دار. جميع الحقوق محفوظة.',
    aboutNav: 'عن دار',
  },
  en: {
    call: 'Call customer service on 16358',
    phone: '16358',
    pages: [
      'About us',
      'Contact us',
      'Privacy policy',
      'Returns policy',
      'Terms & conditions',
      'Blog',
      'Sitemap',
    ],
    payments: 'Ways to pay',
    marks: [
      'Cash on delivery',
      'Visa',
      'Mastercard',
      'Meeza',
      'Forsa instalments',
      'Sympol instalments',
      'valU instalments',
    ],
    email: 'Email address',
    subscribe: 'Subscribe',
    rights: '© 2026 Dar. All rights reserved.',
    aboutNav: 'About Dar',
  },
} as const;

const onSubscribe = fn(async () => ({ ok: true as const }));

/**
 * The footer renders on the server in the shop, with `getIntl(locale)`'s messages; a story renders
 * in the browser and hands it the provider's.
 */
const StoryFooter = withIntl(Footer);

const meta = {
  title: 'Sections/Shell/Footer',
  component: StoryFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    hrefs: footerHrefs('ar'),
    onSubscribe,
    year: 2026,
    instalmentProviders: ['valU'],
  },
  render: (args, context) => <StoryFooter {...args} hrefs={footerHrefs(loc(context))} />,
} satisfies Meta<typeof StoryFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The support number, the static pages, the newsletter and the ways to pay. */
export const Default: Story = {
  play: async (context) => {
    const { canvas } = context;
    const locale = loc(context);
    const t = copy[locale];
    onSubscribe.mockClear();

    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    const phone = canvas.getByRole('link', { name: t.call });
    await expect(phone).toHaveAttribute('href', 'tel:16358');
    // In the page's digits, read left to right; it dials the same number.
    await expect(phone).toHaveTextContent(t.phone);

    const nav = canvas.getByRole('navigation', { name: t.aboutNav });
    const hrefs = footerHrefs(locale);
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(t.pages);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      hrefs.about,
      hrefs.contact,
      hrefs.privacy,
      hrefs.returns,
      hrefs.terms,
      hrefs.blog,
      hrefs.sitemap,
    ]);

    const payments = canvas.getByRole('list', { name: t.payments });
    await expect(
      within(payments)
        .getAllByRole('img')
        .map((mark) => mark.getAttribute('aria-label')),
    ).toEqual(t.marks);
    await expect(canvas.getByText(t.rights)).toBeVisible();

    // The newsletter form inside applies the spec's email rule before subscribing.
    const field = canvas.getByRole('textbox', { name: t.email });
    await userEvent.type(field, 'Layla@Example.com');
    await userEvent.click(canvas.getByRole('button', { name: t.subscribe }));
    await expect(await canvas.findByText(messagesFor(locale)['ui.validation.email'])).toBeVisible();
    await expect(onSubscribe).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'layla@example.com');
    await userEvent.click(canvas.getByRole('button', { name: t.subscribe }));
    await waitFor(() => expect(onSubscribe).toHaveBeenCalledWith('layla@example.com'));
    await expect(
      await canvas.findByText(messagesFor(locale)['shell.newsletter.success']),
    ).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** On a phone the columns stack and nothing runs off the side. */
export const Narrow: Story = {
  render: (args, context) => (
    <div style={{ maxInlineSize: '22rem' }}>
      <StoryFooter {...args} hrefs={footerHrefs(loc(context))} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const footer = canvasElement.querySelector('footer')!;
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
  },
};

/** The newsletter request failed: the message says so and the address is kept. */
export const NewsletterError: Story = {
  args: { newsletterStatus: 'error' },
  play: async (context) => {
    const locale = loc(context);
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(
      messagesFor(locale)['shell.newsletter.error'],
    );
  },
};
