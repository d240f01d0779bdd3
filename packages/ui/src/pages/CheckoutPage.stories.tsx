import { CheckoutSteps, Heading, PaymentResult } from '@dar/ui';
import { messagesFor } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import {
  checkoutAddresses,
  checkoutCities,
  checkoutPaymentMethods,
  checkoutShippingMethods,
  checkoutSummary,
} from '../../story-fixtures/checkout';
import { expectPageOutline, localised, pageLocale, ShopPage, type Locale } from './frame';
import { withIntl } from '../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryPaymentResult = withIntl(PaymentResult);

const ORDER_CODE = 'DAR-1042';

/**
 * /checkout (docs/product-spec.md §4): the three steps beside the order summary. The header is the logo alone,
 * as shops do in checkout, so nothing but the order leads away from it.
 */
function CheckoutPage({ locale }: { locale: Locale }) {
  const intl = useIntl();
  return (
    <ShopPage locale={locale} minimal>
      <Heading level={1}>{intl.formatMessage({ id: 'checkout.steps.label' })}</Heading>
      <CheckoutSteps
        addresses={checkoutAddresses(locale)}
        cities={checkoutCities(locale)}
        shippingMethods={checkoutShippingMethods(locale)}
        paymentMethods={checkoutPaymentMethods(locale)}
        summary={checkoutSummary(locale)}
        defaultAddressId="address-1"
        defaultShippingMethodId="shipping-standard"
        defaultPaymentMethodCode="card"
        onSelectAddress={fn()}
        onAddAddress={fn()}
        onSelectShippingMethod={fn()}
        onSelectPaymentMethod={fn()}
        onPlaceOrder={fn()}
      />
    </ShopPage>
  );
}

/** Where the payment redirect lands: the order placed, or the payment refused. */
function PaymentResultPage({
  locale,
  outcome,
}: {
  locale: Locale;
  outcome: 'success' | 'failure';
}) {
  const order = {
    orderCode: ORDER_CODE,
    orderTrackingHref: localised(locale, `/profile/orders/${ORDER_CODE}`),
  };
  return outcome === 'success' ? (
    // The order is done: the whole shop is open again, with an empty cart.
    <ShopPage locale={locale} signedIn cartCount={0} width="md">
      <StoryPaymentResult
        outcome="success"
        {...order}
        continueShoppingHref={localised(locale, '/products')}
      />
    </ShopPage>
  ) : (
    // Still paying: the checkout's header.
    <ShopPage locale={locale} minimal width="md">
      <StoryPaymentResult
        outcome="failure"
        {...order}
        tryAgainHref={localised(locale, '/checkout')}
        contactHref="tel:16358"
      />
    </ShopPage>
  );
}

const meta = {
  title: 'Pages/Checkout',
  component: CheckoutPage,
  parameters: { layout: 'fullscreen' },
  args: { locale: 'ar' },
  render: (_args, { globals }) => <CheckoutPage locale={pageLocale(globals.locale)} />,
} satisfies Meta<typeof CheckoutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A saved address, standard delivery and card payment chosen: the order can be placed. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const messages = messagesFor(pageLocale(globals.locale));
    const h1 = await expectPageOutline(canvasElement);
    await expect(h1).toHaveTextContent(messages['checkout.steps.label']);
    // The checkout's header offers no way out but the logo.
    await expect(
      canvas.queryByRole('navigation', { name: messages['shell.nav.label'] }),
    ).toBeNull();
    await expect(
      canvas.getByRole('button', { name: messages['checkout.summary.placeOrder'] }),
    ).toBeEnabled();
  },
};

/** Paid: the order number, tracking and "Continue shopping". */
export const PaymentSuccess: Story = {
  render: (_args, { globals }) => (
    <PaymentResultPage locale={pageLocale(globals.locale)} outcome="success" />
  ),
  play: async ({ canvasElement, globals }) => {
    const messages = messagesFor(pageLocale(globals.locale));
    const h1 = await expectPageOutline(canvasElement);
    await expect(h1).toHaveTextContent(messages['cart.payment.successTitle']);
  },
};

/** The payment was refused: try again or contact the shop; the order can still be tracked. */
export const PaymentFailure: Story = {
  render: (_args, { globals }) => (
    <PaymentResultPage locale={pageLocale(globals.locale)} outcome="failure" />
  ),
  play: async ({ canvasElement, globals }) => {
    const messages = messagesFor(pageLocale(globals.locale));
    const h1 = await expectPageOutline(canvasElement);
    await expect(h1).toHaveTextContent(messages['cart.payment.failedTitle']);
  },
};
