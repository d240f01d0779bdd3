import { messagesFor, type MessageKey } from '@dar/i18n';
import { CheckoutSteps } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import {
  checkoutAddresses,
  checkoutCities,
  checkoutPaymentMethods,
  checkoutShippingMethods,
  checkoutSummary,
  longArabicAddress,
  longArabicSummary,
} from '../../../../story-fixtures/checkout';

type Locale = 'ar' | 'en';
const loc = (value: unknown): Locale => (value === 'en' ? 'en' : 'ar');
const text = (locale: Locale, id: MessageKey, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (message, [name, value]) => message.replace(`{${name}}`, value),
    messagesFor(locale)[id],
  );

/** The checkout's data in the story's language. */
const data = (locale: Locale) => ({
  addresses: checkoutAddresses(locale),
  cities: checkoutCities(locale),
  shippingMethods: checkoutShippingMethods(locale),
  paymentMethods: checkoutPaymentMethods(locale),
  summary: checkoutSummary(locale),
});

const meta = {
  title: 'Sections/Checkout/CheckoutSteps',
  component: CheckoutSteps,
  args: {
    ...data('ar'),
    defaultAddressId: 'address-1',
    defaultShippingMethodId: 'shipping-standard',
    onSelectAddress: fn(),
    onAddAddress: fn(),
    onSelectShippingMethod: fn(),
    onSelectPaymentMethod: fn(),
    onPlaceOrder: fn(),
  },
  render: (args, { globals }) => <CheckoutSteps {...args} {...data(loc(globals.locale))} />,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckoutSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Another address and another shipping method: each choice calls back with its id. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const locale = loc(globals.locale);
    const { addresses, shippingMethods } = data(locale);
    // No payment method yet: the order cannot be placed.
    await expect(
      canvas.getByRole('button', { name: text(locale, 'checkout.summary.placeOrder') }),
    ).toBeDisabled();
    const work = addresses[1]!;
    await userEvent.click(
      canvas.getByRole('radio', { name: `${work.firstName} ${work.lastName}` }),
    );
    await expect(args.onSelectAddress).toHaveBeenLastCalledWith('address-2');
    const express = canvas.getByRole('radio', { name: shippingMethods[1]!.name });
    await userEvent.click(express);
    await expect(express).toBeChecked();
    await expect(args.onSelectShippingMethod).toHaveBeenLastCalledWith('shipping-express');
  },
};

/** A hosted payment method: it calls back, its notice appears, and the order can be placed. */
export const HostedPayment: Story = {
  play: async ({ args, canvas, globals }) => {
    const locale = loc(globals.locale);
    const valu = data(locale).paymentMethods.find((method) => method.code === 'valu')!;
    await userEvent.click(canvas.getByRole('radio', { name: valu.name }));
    await expect(args.onSelectPaymentMethod).toHaveBeenLastCalledWith('valu');
    await expect(
      canvas.getByText(text(locale, 'checkout.payment.redirect.body', { provider: valu.name })),
    ).toBeVisible();
    const placeOrder = canvas.getByRole('button', {
      name: text(locale, 'checkout.summary.placeOrder'),
    });
    await waitFor(() => expect(placeOrder).toBeEnabled());
    await userEvent.click(placeOrder);
    await expect(args.onPlaceOrder).toHaveBeenCalledTimes(1);
  },
};

/** The hosted methods pay on the payment sandbox (the local trial): the checkout says so. */
export const TestPayments: Story = {
  render: (args, { globals }) => {
    const checkout = data(loc(globals.locale));
    return (
      <CheckoutSteps
        {...args}
        {...checkout}
        paymentMethods={checkout.paymentMethods.map((method) => ({
          ...method,
          testMode: method.hosted,
        }))}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const locale = loc(globals.locale);
    await expect(canvas.getByText(text(locale, 'checkout.payment.test.title'))).toBeVisible();
  },
};

/** Cash on delivery is over its limit: disabled, with the server's reason, and cannot be chosen. */
export const IneligiblePayment: Story = {
  play: async ({ args, canvas, globals }) => {
    const locale = loc(globals.locale);
    const cash = data(locale).paymentMethods[0]!;
    const radio = canvas.getByRole('radio', { name: cash.name });
    await expect(radio).toBeDisabled();
    await expect(radio).toHaveAccessibleDescription(
      expect.stringContaining(cash.eligibilityMessage!),
    );
    await expect(canvas.getByText(cash.eligibilityMessage!)).toBeVisible();
    await userEvent.click(canvas.getByText(cash.name));
    await expect(radio).not.toBeChecked();
    await expect(args.onSelectPaymentMethod).not.toHaveBeenCalled();
    // The keyboard skips it too: arrows move between the methods that can be chosen.
    const card = data(locale).paymentMethods[1]!;
    await userEvent.click(canvas.getByRole('radio', { name: card.name }));
    await userEvent.keyboard('{ArrowUp}');
    await expect(radio).not.toBeChecked();
    await expect(args.onSelectPaymentMethod).not.toHaveBeenCalledWith('cash-on-delivery');
  },
};

/** The checkout's outline while its data loads. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('region', { name: text(loc(globals.locale), 'checkout.steps.loading') }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** No saved addresses: the form is open at once, and a new address is submitted from it. */
export const Empty: Story = {
  render: (args, { globals }) => (
    <CheckoutSteps
      {...args}
      {...data(loc(globals.locale))}
      addresses={[]}
      defaultAddressId={null}
      defaultShippingMethodId={null}
    />
  ),
  play: async ({ canvas, globals }) => {
    const locale = loc(globals.locale);
    await expect(canvas.getByText(text(locale, 'checkout.shipping.noAddresses'))).toBeVisible();
    await expect(
      canvas.getByRole('form', { name: text(locale, 'checkout.address.form.new') }),
    ).toBeVisible();
    await expect(
      canvas.getByText(text(locale, 'checkout.shipping.chooseAddressFirst')),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: text(locale, 'checkout.summary.placeOrder') }),
    ).toBeDisabled();
  },
};

/** Adding an address at checkout: the form opens from the list and closes on cancel. */
export const AddAddress: Story = {
  play: async ({ canvas, globals }) => {
    const locale = loc(globals.locale);
    await userEvent.click(
      canvas.getByRole('button', { name: text(locale, 'checkout.shipping.addAddress') }),
    );
    const form = canvas.getByRole('form', { name: text(locale, 'checkout.address.form.new') });
    await userEvent.click(
      within(form).getByRole('button', { name: text(locale, 'checkout.address.cancel') }),
    );
    await expect(form).not.toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', { name: text(locale, 'checkout.shipping.addAddress') }),
    );
  },
};

/** docs/product-spec.md §8: the payment failed; the shopper can choose another method and try again. */
export const ErrorMessage: Story = {
  render: (args, { globals }) => {
    const locale = loc(globals.locale);
    return (
      <CheckoutSteps
        {...args}
        {...data(locale)}
        defaultPaymentMethodCode="card"
        placeOrderError={messagesFor(locale)['shopError.payment']}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const locale = loc(globals.locale);
    await expect(canvas.getByRole('alert')).toHaveTextContent(text(locale, 'shopError.payment'));
    await expect(
      canvas.getByRole('button', { name: text(locale, 'checkout.summary.placeOrder') }),
    ).toBeEnabled();
  },
};

/** Long Arabic names, address and products. */
export const LongArabicText: Story = {
  render: (args, { globals }) => {
    const locale = loc(globals.locale);
    return (
      <CheckoutSteps
        {...args}
        {...data(locale)}
        addresses={[longArabicAddress(), ...data(locale).addresses]}
        defaultAddressId="address-long"
        summary={longArabicSummary()}
      />
    );
  },
  play: async ({ canvas }) => {
    const address = longArabicAddress();
    await expect(
      canvas.getByRole('radio', { name: `${address.firstName} ${address.lastName}` }),
    ).toBeChecked();
  },
};
