import { OrderDetails } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

import { orderDetailsFixture } from '../../../../story-fixtures/account';
import { locale, text } from '../story-text';
import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryOrderDetails = withIntl(OrderDetails);

const body = within(document.body);

const meta = {
  title: 'Sections/Account/OrderDetails',
  component: StoryOrderDetails,
  args: { order: null },
} satisfies Meta<typeof StoryOrderDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

type Key = Parameters<typeof text>[1];

/**
 * An order in preparation: timeline, lines, totals with the VAT they include, address, payment,
 * delivery days, and the cancel button (the dialog's flow is in CancelOrderDialog's stories).
 */
export const Default: Story = {
  render: (args, { globals }) => (
    <StoryOrderDetails
      {...args}
      order={orderDetailsFixture(locale(globals.locale), 'IN_PROGRESS')}
      cancellation={{ onConfirm: fn() }}
    />
  ),
  play: async ({ canvas, globals, userEvent }) => {
    const t = (key: Key, values?: Record<string, string>) => text(globals.locale, key, values);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: t('account.order.code', { code: 'DAR-1042' }),
      }),
    ).toBeVisible();
    const current = canvas
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'step');
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveTextContent(t('account.order.state.IN_PROGRESS'));
    // The address line a courier reads: area, city, governorate.
    await expect(
      canvas.getByText(
        locale(globals.locale) === 'en'
          ? 'Korba, Heliopolis, Cairo'
          : 'الكوربة، مصر الجديدة، القاهرة',
      ),
    ).toBeVisible();
    // The plural form of the story's language (Arabic-Indic digits in Arabic).
    await expect(
      canvas.getByText(
        locale(globals.locale) === 'en' ? 'Delivery within 7 days' : 'التوصيل خلال ٧ أيام',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        locale(globals.locale) === 'en'
          ? 'VAT 14% (included)'
          : 'ضريبة القيمة المضافة ١٤٪ (مشمولة)',
      ),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: t('account.cancel.open') }));
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName(t('account.cancel.title', { code: 'DAR-1042' }));
    // Escape once focus is inside (before that, the key goes to the page).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** A cancelled order: the timeline stops there, the reason is shown, nothing to cancel. */
export const Cancelled: Story = {
  render: (args, { globals }) => (
    <StoryOrderDetails
      {...args}
      order={orderDetailsFixture(locale(globals.locale), 'CANCELLED')}
      cancellation={{ onConfirm: fn() }}
    />
  ),
  play: async ({ canvas, globals }) => {
    const t = (key: Key) => text(globals.locale, key);
    await expect(canvas.getByText(t('account.details.cancellationReason'))).toBeVisible();
    await expect(canvas.getByText(t('account.cancel.reason.SHIPPING_TOO_SLOW'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('account.cancel.open') })).toBeNull();
    const steps = canvas.getAllByRole('listitem').filter((item) => item.closest('ol'));
    await expect(steps.at(-1)).toHaveAttribute('aria-current', 'step');
    await expect(steps.at(-1)).toHaveTextContent(t('account.order.state.CANCELLED'));
  },
};

/** While the order loads: the page's shape, busy. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(text(globals.locale, 'account.details.loading')),
    ).toBeInTheDocument();
  },
};

/** The order could not be read. */
export const ErrorState: Story = {
  render: (args, { globals }) => (
    <StoryOrderDetails {...args} error={text(globals.locale, 'account.details.error')} />
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      text(globals.locale, 'account.details.error'),
    );
  },
};

const longArabic = {
  name: 'طقم كنب زاوية مودولار كبير على شكل حرف L بمسند قابل للتعديل ووسائد ريش طبيعي ومسند للقدمين',
  variant: 'قماش مخمل مقاوم للبقع · أخضر زيتوني داكن · أرجل من خشب الجوز المصمت',
  street:
    'عمارة ١٢٤ ب، شارع الدكتور عبد الحميد بدوي المتفرع من شارع الثورة، بجوار مسجد الفتح، الدور الحادي عشر، شقة ١١٠٤',
};

/** Long Arabic names and address wrap between words; prices stay on their line. */
export const LongArabicText: Story = {
  render: (args, { globals }) => {
    const order = orderDetailsFixture(locale(globals.locale), 'DELIVERED');
    return (
      <StoryOrderDetails
        {...args}
        order={{
          ...order,
          lines: order.lines.map((line, index) =>
            index === 0
              ? { ...line, name: longArabic.name, variantName: longArabic.variant }
              : line,
          ),
          shippingAddress: order.shippingAddress && {
            ...order.shippingAddress,
            streetLine1: longArabic.street,
          },
        }}
      />
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: longArabic.name })).toBeVisible();
    await expect(canvas.getByText(longArabic.street)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
