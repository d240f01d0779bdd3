import { NumberField } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const copy = {
  ar: {
    quantity: 'الكمية',
    increase: 'زيادة الكمية',
    decrease: 'تقليل الكمية',
    stock: 'متبقي ٥ قطع فقط في المخزن',
    digits: { 1: '١', 2: '٢', 3: '٣', 4: '٤', 5: '٥', 10: '١٠' },
    long: 'عدد القطع المطلوبة من هذا الموديل بنفس اللون والمقاس والخامة',
    max: 'الحد الأقصى ٥ قطع لكل طلب.',
  },
  en: {
    quantity: 'Quantity',
    increase: 'Increase quantity',
    decrease: 'Decrease quantity',
    stock: 'Only 5 left in stock',
    digits: { 1: '1', 2: '2', 3: '3', 4: '4', 5: '5', 10: '10' },
    long: 'Number of pieces wanted of this model in the same colour, size and material',
    max: 'At most 5 pieces per order.',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const meta = {
  title: 'Controls/NumberField',
  component: NumberField,
  args: { label: copy.ar.quantity, onChange: fn() },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const QuantityStepper: Story = {
  args: { defaultValue: 1, maxValue: 5 },
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return <NumberField {...args} label={t.quantity} description={t.stock} />;
  },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = copy[loc(globals.locale)];
    const input = canvas.getByRole('textbox', { name: t.quantity });
    const increase = canvas.getByRole('button', { name: t.increase });
    const decrease = canvas.getByRole('button', { name: t.decrease });
    // At the minimum, − is off.
    await expect(decrease).toBeDisabled();
    await userEvent.click(increase);
    await userEvent.click(increase);
    // Written with the locale's digits: Arabic-Indic in Arabic.
    await expect(input).toHaveValue(t.digits[3]);
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(decrease);
    await expect(input).toHaveValue(t.digits[2]);
    increase.blur();
    await userEvent.unhover(decrease);
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 2, maxValue: 5 },
  render: (args, { globals }) => (
    <NumberField {...args} label={copy[loc(globals.locale)].quantity} />
  ),
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = copy[loc(globals.locale)];
    const input = canvas.getByRole('textbox', { name: t.quantity });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue(t.digits[3]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue(t.digits[1]);
    // End and Home jump to the bounds (the stock, and one).
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue(t.digits[5]);
    await expect(canvas.getByRole('button', { name: t.increase })).toBeDisabled();
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue(t.digits[1]);
    // A typed number above the stock is brought back to it when the field is left.
    await userEvent.clear(input);
    await userEvent.type(input, t.digits[10]);
    await userEvent.tab();
    await expect(input).toHaveValue(t.digits[5]);
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const OtherDigitsTyped: Story = {
  args: { defaultValue: 1, maxValue: 20 },
  render: (args, { globals }) => (
    <NumberField {...args} label={copy[loc(globals.locale)].quantity} />
  ),
  play: async ({ args, canvas, globals, userEvent }) => {
    const locale = loc(globals.locale);
    const input = canvas.getByRole('textbox', { name: copy[locale].quantity });
    await userEvent.clear(input);
    // A Latin keyboard on the Arabic page, or an Arabic one on the English page: both are read.
    await userEvent.type(input, locale === 'ar' ? '4' : '٤');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: copy[locale].increase }));
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.unhover(canvas.getByRole('button', { name: copy[locale].increase }));
  },
};

export const HiddenLabel: Story = {
  args: { defaultValue: 2, hideLabel: true },
  render: (args, { globals }) => (
    <NumberField {...args} label={copy[loc(globals.locale)].quantity} />
  ),
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    await expect(canvas.getByRole('textbox', { name: t.quantity })).toHaveValue(t.digits[2]);
  },
};

export const Invalid: Story = {
  args: { defaultValue: 5, maxValue: 10, isInvalid: true },
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return <NumberField {...args} label={t.quantity} errorMessage={t.max} />;
  },
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const input = canvas.getByRole('textbox', { name: t.quantity });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(t.max);
  },
};

export const Disabled: Story = {
  args: { defaultValue: 1, isDisabled: true },
  render: (args, { globals }) => (
    <NumberField {...args} label={copy[loc(globals.locale)].quantity} />
  ),
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    await expect(canvas.getByRole('textbox', { name: t.quantity })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t.increase })).toBeDisabled();
  },
};

export const LongArabicText: Story = {
  args: { defaultValue: 10, maxValue: 99 },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '18rem' }}>
      <NumberField {...args} label={copy[loc(globals.locale)].long} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const input = canvas.getByRole('textbox', { name: t.long });
    await expect(input).toHaveValue(t.digits[10]);
    // Two digits fit without scrolling.
    await expect(input.scrollWidth).toBeLessThanOrEqual(input.clientWidth);
  },
};
