import { messagesFor, type MessageKey } from '@dar/i18n';
import { AddressList } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { checkoutAddresses, longArabicAddress } from '../../../../story-fixtures/checkout';
import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryAddressList = withIntl(AddressList);

const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
const text = (locale: 'ar' | 'en', id: MessageKey, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (message, [name, value]) => message.replace(`{${name}}`, value),
    messagesFor(locale)[id],
  );

const meta = {
  title: 'Sections/Checkout/AddressList',
  component: StoryAddressList,
  args: { addresses: [], onAdd: fn(), onEdit: fn(), onDelete: fn() },
  render: (args, { globals }) => (
    <StoryAddressList
      {...args}
      addresses={args.addresses.length ? args.addresses : checkoutAddresses(loc(globals.locale))}
    />
  ),
} satisfies Meta<typeof StoryAddressList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Saved addresses with their badges; edit, delete and add call back with the address. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const locale = loc(globals.locale);
    const [home, work] = checkoutAddresses(locale);
    const list = canvas.getByRole('list', { name: text(locale, 'checkout.address.list') });
    await expect(list.children).toHaveLength(2);
    await expect(canvas.getByText(text(locale, 'checkout.address.verified'))).toBeVisible();
    await expect(canvas.getByText(work!.phoneNumber)).toHaveAttribute('dir', 'ltr');
    const name = (address: typeof home) => `${address!.firstName} ${address!.lastName}`;
    await userEvent.click(
      canvas.getByRole('button', {
        name: text(locale, 'checkout.address.editLabel', {
          name: name(home),
          street: home!.streetLine1,
        }),
      }),
    );
    await expect(args.onEdit).toHaveBeenCalledWith(home);
    await userEvent.click(
      canvas.getByRole('button', {
        name: text(locale, 'checkout.address.deleteLabel', {
          name: name(work),
          street: work!.streetLine1,
        }),
      }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(work);
    await userEvent.click(
      canvas.getByRole('button', { name: text(locale, 'checkout.address.add') }),
    );
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** Cards in outline while the addresses load; the region says it is busy. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, globals }) => {
    const region = canvas.getByRole('region', {
      name: text(loc(globals.locale), 'checkout.address.loading'),
    });
    await expect(region).toHaveAttribute('aria-busy', 'true');
  },
};

/** "No addresses yet", and the way to add one. */
export const Empty: Story = {
  render: (args) => <StoryAddressList {...args} addresses={[]} />,
  play: async ({ args, canvas, globals }) => {
    const locale = loc(globals.locale);
    await expect(
      canvas.getByRole('heading', { name: text(locale, 'checkout.address.empty.title') }),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: text(locale, 'checkout.address.add') }),
    );
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** docs/product-spec.md §8: the last change failed. */
export const ErrorMessage: Story = {
  args: { status: 'failed' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      text(loc(globals.locale), 'checkout.address.failed'),
    );
  },
};

/** docs/product-spec.md §8: the address was deleted; the other is being deleted. */
export const Deleted: Story = {
  args: { status: 'deleted', deletingId: 'address-2' },
  play: async ({ canvas, globals }) => {
    const locale = loc(globals.locale);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      text(locale, 'checkout.address.deleted'),
    );
    await expect(
      canvas.getByRole('progressbar', { name: text(locale, 'checkout.address.deleting') }),
    ).toBeInTheDocument();
  },
};

/** Long Arabic names and addresses wrap inside their card. */
export const LongArabicText: Story = {
  args: { addresses: [longArabicAddress(), ...checkoutAddresses('ar')], status: 'added' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      text(loc(globals.locale), 'checkout.address.added'),
    );
    await expect(canvas.getByText(longArabicAddress().streetLine1)).toBeVisible();
  },
};
