import { messagesFor, type MessageKey } from '@dar/i18n';
import { AddressForm } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import {
  checkoutAddresses,
  checkoutCities,
  longArabicAddress,
} from '../../../../story-fixtures/checkout';

const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
/** The catalogue's text for the story's language: what the shopper must read. */
const text = (locale: 'ar' | 'en', id: MessageKey, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (message, [name, value]) => message.replace(`{${name}}`, value),
    messagesFor(locale)[id],
  );
const page = () => within(document.body);

/** What the shopper types in each story, in the story's language. */
const typed = {
  ar: {
    firstName: 'ليلى',
    lastName: 'حسن',
    street: '١٢ شارع البرازيل، عمارة ٤، شقة ٧',
    area: 'الزمالك',
    city: 'القاهرة',
    instructions: 'البوابة الخضراء',
    badFirstName: 'ليلى٣',
    badLastName: 'حسن!',
  },
  en: {
    firstName: 'Layla',
    lastName: 'Hassan',
    street: '12 Brazil Street, building 4, flat 7',
    area: 'Zamalek',
    city: 'Cairo',
    instructions: 'Green gate',
    badFirstName: 'Layla3',
    badLastName: 'Hassan!',
  },
} as const;

type Canvas = ReturnType<typeof within>;
type Locale = 'ar' | 'en';

const field = (canvas: Canvas, locale: Locale, id: MessageKey) =>
  canvas.getByRole('textbox', { name: text(locale, id) });

/** Puts text in a field as a paste does: one change, so that the story stays quick. */
async function enter(input: HTMLElement, value: string) {
  await userEvent.click(input);
  await userEvent.paste(value);
}

/** Fills every field but the ones left out, choosing the city from the list. */
async function fillForm(
  canvas: Canvas,
  locale: Locale,
  { firstName, lastName, phone }: { firstName?: string; lastName?: string; phone?: string } = {},
) {
  const t = typed[locale];
  await enter(field(canvas, locale, 'checkout.address.firstName'), firstName ?? t.firstName);
  await enter(field(canvas, locale, 'checkout.address.lastName'), lastName ?? t.lastName);
  if (phone !== '') {
    await enter(field(canvas, locale, 'checkout.address.phone'), phone ?? '01012345678');
  }
  await enter(field(canvas, locale, 'checkout.address.streetLine1'), t.street);
  await userEvent.click(
    canvas.getByRole('button', { name: new RegExp(text(locale, 'checkout.address.city')) }),
  );
  await userEvent.click(await page().findByRole('option', { name: t.city }));
  await enter(field(canvas, locale, 'checkout.address.area'), t.area);
}

/** Every other field still holds what was typed: a refused save loses nothing. */
async function expectKept(canvas: Canvas, locale: Locale) {
  const t = typed[locale];
  await expect(field(canvas, locale, 'checkout.address.streetLine1')).toHaveValue(t.street);
  await expect(field(canvas, locale, 'checkout.address.area')).toHaveValue(t.area);
  await expect(
    canvas.getByRole('button', { name: new RegExp(text(locale, 'checkout.address.city')) }),
  ).toHaveTextContent(t.city);
}

const save = (canvas: Canvas, locale: Locale) =>
  userEvent.click(canvas.getByRole('button', { name: text(locale, 'checkout.address.save') }));

const meta = {
  title: 'Sections/Checkout/AddressForm',
  component: AddressForm,
  args: { cities: checkoutCities('ar'), onSubmit: fn(), onCancel: fn() },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '40rem' }}>
      <AddressForm {...args} cities={checkoutCities(loc(globals.locale))} />
    </div>
  ),
} satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new address, filled in and saved: the form submits the trimmed address with the city's id. */
export const NewAddress: Story = {
  play: async ({ args, canvas, globals }) => {
    const locale = loc(globals.locale);
    const t = typed[locale];
    await fillForm(canvas, locale);
    await enter(
      canvas.getByRole('textbox', { name: text(locale, 'checkout.address.instructions') }),
      ` ${t.instructions} `,
    );
    await save(canvas, locale);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: t.firstName,
      lastName: t.lastName,
      streetLine1: t.street,
      city: t.city,
      cityId: '1',
      area: t.area,
      phoneNumber: '+201012345678',
      type: 'home',
      instructions: t.instructions,
    });
  },
};

/** Editing: the saved address fills the form; the changed one is submitted; cancel closes. */
export const EditAddress: Story = {
  render: (args, { globals }) => {
    const locale = loc(globals.locale);
    return (
      <div style={{ maxInlineSize: '40rem' }}>
        <AddressForm
          {...args}
          cities={checkoutCities(locale)}
          address={checkoutAddresses(locale)[0]}
        />
      </div>
    );
  },
  play: async ({ args, canvas, globals }) => {
    const locale = loc(globals.locale);
    const saved = checkoutAddresses(locale)[0]!;
    await expect(canvas.getByRole('form')).toHaveAccessibleName(
      text(locale, 'checkout.address.form.edit'),
    );
    await expect(field(canvas, locale, 'checkout.address.firstName')).toHaveValue(saved.firstName);
    await expect(field(canvas, locale, 'checkout.address.phone')).toHaveValue(saved.phoneNumber);
    await expect(
      canvas.getByRole('button', { name: new RegExp(text(locale, 'checkout.address.city')) }),
    ).toHaveTextContent(saved.city);
    const area = field(canvas, locale, 'checkout.address.area');
    await userEvent.clear(area);
    const newArea = locale === 'ar' ? 'جاردن سيتي' : 'Garden City';
    await enter(area, newArea);
    // Home, as saved; arrow keys move to work, following the reading direction.
    const home = canvas.getByRole('radio', { name: text(locale, 'checkout.address.type.home') });
    await expect(home).toBeChecked();
    await userEvent.click(home);
    await userEvent.keyboard(globals.dir === 'ltr' ? '{ArrowRight}' : '{ArrowLeft}');
    await expect(
      canvas.getByRole('radio', { name: text(locale, 'checkout.address.type.work') }),
    ).toBeChecked();
    await save(canvas, locale);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: saved.firstName,
      lastName: saved.lastName,
      streetLine1: saved.streetLine1,
      city: saved.city,
      cityId: '1',
      area: newArea,
      phoneNumber: saved.phoneNumber,
      type: 'work',
      instructions: saved.instructions,
    });
    await userEvent.click(
      canvas.getByRole('button', { name: text(locale, 'checkout.address.cancel') }),
    );
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** docs/product-spec.md §5: names with digits or symbols are refused, in the shop's language. */
export const NamesWithDigits: Story = {
  play: async ({ args, canvas, globals }) => {
    const locale = loc(globals.locale);
    const t = typed[locale];
    await fillForm(canvas, locale, { firstName: t.badFirstName, lastName: t.badLastName });
    await save(canvas, locale);
    const first = field(canvas, locale, 'checkout.address.firstName');
    const last = field(canvas, locale, 'checkout.address.lastName');
    await waitFor(() =>
      expect(first).toHaveAccessibleDescription(text(locale, 'ui.validation.firstName')),
    );
    await expect(last).toHaveAccessibleDescription(text(locale, 'ui.validation.lastName'));
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveValue(t.badFirstName);
    await expectKept(canvas, locale);
    await expect(field(canvas, locale, 'checkout.address.phone')).toHaveValue('01012345678');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** docs/product-spec.md §5: "Phone number is a required field". */
export const PhoneMissing: Story = {
  play: async ({ args, canvas, globals }) => {
    const locale = loc(globals.locale);
    await fillForm(canvas, locale, { phone: '' });
    await save(canvas, locale);
    const phone = field(canvas, locale, 'checkout.address.phone');
    await waitFor(() => expect(canvas.getByText(text(locale, 'ui.phone.required'))).toBeVisible());
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvas, locale, 'checkout.address.firstName')).toHaveValue(
      typed[locale].firstName,
    );
    await expectKept(canvas, locale);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** docs/product-spec.md §5: "Invalid Phone Number" for a number too short for Egypt. */
export const InvalidPhone: Story = {
  play: async ({ args, canvas, globals }) => {
    const locale = loc(globals.locale);
    await fillForm(canvas, locale, { phone: '0101' });
    await save(canvas, locale);
    await waitFor(() => expect(canvas.getByText(text(locale, 'ui.phone.invalid'))).toBeVisible());
    await expect(field(canvas, locale, 'checkout.address.phone')).toHaveValue('0101');
    await expectKept(canvas, locale);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** docs/product-spec.md §5: "Invalid country code:" followed by the code typed. */
export const InvalidCountryCode: Story = {
  play: async ({ args, canvas, globals }) => {
    const locale = loc(globals.locale);
    await fillForm(canvas, locale, { phone: '+999 1234 5678' });
    await save(canvas, locale);
    await waitFor(() =>
      expect(
        canvas.getByText(text(locale, 'ui.phone.invalidCountry', { code: '+999' })),
      ).toBeVisible(),
    );
    await expect(field(canvas, locale, 'checkout.address.phone')).toHaveValue('+999 1234 5678');
    await expectKept(canvas, locale);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Saving: the button waits, and a second press sends nothing. */
export const Saving: Story = {
  args: { isPending: true },
  render: (args, { globals }) => {
    const locale = loc(globals.locale);
    return (
      <div style={{ maxInlineSize: '40rem' }}>
        <AddressForm
          {...args}
          cities={checkoutCities(locale)}
          address={checkoutAddresses(locale)[1]}
        />
      </div>
    );
  },
  play: async ({ args, canvas, globals }) => {
    const locale = loc(globals.locale);
    await expect(
      canvas.getByRole('progressbar', { name: text(locale, 'checkout.address.saving') }),
    ).toBeInTheDocument();
    await save(canvas, locale);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** docs/product-spec.md §8: the server refused the address; the message shows and the fields keep their values. */
export const ServerError: Story = {
  render: (args, { globals }) => {
    const locale = loc(globals.locale);
    return (
      <div style={{ maxInlineSize: '40rem' }}>
        <AddressForm
          {...args}
          cities={checkoutCities(locale)}
          address={checkoutAddresses(locale)[0]}
          error={messagesFor(locale)['checkout.address.failed']}
        />
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const locale = loc(globals.locale);
    const saved = checkoutAddresses(locale)[0]!;
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      text(locale, 'checkout.address.failed'),
    );
    await expect(field(canvas, locale, 'checkout.address.streetLine1')).toHaveValue(
      saved.streetLine1,
    );
    await expect(field(canvas, locale, 'checkout.address.phone')).toHaveValue(saved.phoneNumber);
  },
};

/** The longest Arabic a shopper might type wraps inside the fields. */
export const LongArabicText: Story = {
  render: (args) => {
    return (
      <div style={{ maxInlineSize: '40rem' }}>
        <AddressForm
          {...args}
          // The address is Arabic in both languages: the city list is too, so that it is found.
          cities={checkoutCities('ar')}
          address={longArabicAddress()}
        />
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const locale = loc(globals.locale);
    await expect(
      canvas.getByRole('textbox', { name: text(locale, 'checkout.address.instructions') }),
    ).toHaveValue(longArabicAddress().instructions);
  },
};
