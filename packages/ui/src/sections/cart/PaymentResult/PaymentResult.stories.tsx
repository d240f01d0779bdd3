import { PaymentResult } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryPaymentResult = withIntl(PaymentResult);

const copy = {
  ar: {
    success: 'تم تسجيل طلبك',
    confirm: 'شكرًا لك! سنتصل بك قريبًا لتأكيد طلبك.',
    failed: 'فشل الدفع',
    failure: 'فشل الدفع، يرجى المحاولة مرة أخرى بطريقة دفع مختلفة أو التواصل معنا.',
    orderCode: 'رقم الطلب: DAR-1042',
    track: 'تتبّع طلبك',
    continue: 'تابع التسوق',
    tryAgain: 'حاول مرة أخرى',
    contact: 'تواصل معنا',
  },
  en: {
    success: 'Your order is placed',
    confirm: 'Thank you! We will call you shortly to confirm your order.',
    failed: 'Payment failed',
    failure: 'Payment Failed, Please try again with a different payment method, or contact us.',
    orderCode: 'Order number: DAR-1042',
    track: 'Track your order',
    continue: 'Continue shopping',
    tryAgain: 'Try again',
    contact: 'Contact us',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
/** A paragraph with exactly this text, though the order code inside it is its own element. */
const paragraph = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

/** Both outcomes with the storefront's links. */
function Result({ outcome }: { outcome: 'success' | 'failure' }) {
  const order = { orderCode: 'DAR-1042', orderTrackingHref: '/account/orders/DAR-1042' };
  return outcome === 'success' ? (
    <StoryPaymentResult outcome="success" {...order} continueShoppingHref="/products" />
  ) : (
    <StoryPaymentResult
      outcome="failure"
      {...order}
      tryAgainHref="/checkout"
      contactHref="tel:16358"
    />
  );
}

const meta = {
  title: 'Sections/Cart/PaymentResult',
  component: Result,
  args: { outcome: 'success' },
} satisfies Meta<typeof Result>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    await expect(canvas.getByRole('heading', { level: 1, name: t.success })).toBeVisible();
    await expect(canvas.getByText(t.confirm)).toBeVisible();
    await expect(canvas.getByText(paragraph(t.orderCode))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.track })).toHaveAttribute(
      'href',
      '/account/orders/DAR-1042',
    );
    await expect(canvas.getByRole('link', { name: t.continue })).toHaveAttribute(
      'href',
      '/products',
    );
  },
};

export const Failure: Story = {
  args: { outcome: 'failure' },
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    await expect(canvas.getByRole('heading', { level: 1, name: t.failed })).toBeVisible();
    // docs/product-spec.md §8's wording, in the page's language.
    await expect(canvas.getByText(t.failure)).toBeVisible();
    await expect(canvas.getByText(paragraph(t.orderCode))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.contact })).toHaveAttribute(
      'href',
      'tel:16358',
    );
    await expect(canvas.getByRole('link', { name: t.track })).toHaveAttribute(
      'href',
      '/account/orders/DAR-1042',
    );
    // A link, not a button: it takes the shopper back even before the page's script has run.
    await expect(canvas.getByRole('link', { name: t.tryAgain })).toHaveAttribute(
      'href',
      '/checkout',
    );
  },
};
