import { Checkbox } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const copy = {
  ar: {
    giftWrap: 'تغليف كهدية',
    terms: 'أوافق على شروط البيع والإرجاع',
    allColours: 'كل الألوان',
    assembly: 'التركيب غير متاح لهذا المنتج',
    long: 'أرسل لي عروض دار الأسبوعية وتنبيهات عودة المنتجات المفضلة إلى المخزن عبر البريد الإلكتروني والرسائل القصيرة',
  },
  en: {
    giftWrap: 'Gift wrap',
    terms: 'I accept the terms of sale and returns',
    allColours: 'All colours',
    assembly: 'Assembly is not available for this product',
    long: 'Send me Dar’s weekly offers and back-in-stock alerts for my wishlist by email and text message',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const meta = {
  title: 'Controls/Checkbox',
  component: Checkbox,
  args: { children: null, onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toggles: Story = {
  render: (args, { globals }) => (
    <Checkbox {...args}>{copy[loc(globals.locale)].giftWrap}</Checkbox>
  ),
  play: async ({ args, canvas, globals, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: copy[loc(globals.locale)].giftWrap });
    await expect(checkbox).not.toBeChecked();
    // Pressing the label toggles it, like a native checkbox.
    await userEvent.click(canvas.getByText(copy[loc(globals.locale)].giftWrap));
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(checkbox).toBeChecked();
    checkbox.blur();
    await userEvent.unhover(checkbox);
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true },
  render: (args, { globals }) => (
    <Checkbox {...args}>{copy[loc(globals.locale)].allColours}</Checkbox>
  ),
  play: async ({ canvas, globals }) => {
    const checkbox = canvas.getByRole('checkbox', { name: copy[loc(globals.locale)].allColours });
    await expect(checkbox).toBePartiallyChecked();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true },
  render: (args, { globals }) => <Checkbox {...args}>{copy[loc(globals.locale)].terms}</Checkbox>,
  play: async ({ canvas, globals }) => {
    const checkbox = canvas.getByRole('checkbox', { name: copy[loc(globals.locale)].terms });
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args, { globals }) => (
    <Checkbox {...args}>{copy[loc(globals.locale)].assembly}</Checkbox>
  ),
  play: async ({ args, canvas, globals, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: copy[loc(globals.locale)].assembly });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText(copy[loc(globals.locale)].assembly));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongArabicText: Story = {
  args: { defaultSelected: true },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '18rem' }}>
      <Checkbox {...args}>{copy[loc(globals.locale)].long}</Checkbox>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const text = canvas.getByText(copy[loc(globals.locale)].long);
    const box = text.previousElementSibling!.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(text);
    const lines = range.getClientRects();
    const firstLine = lines[0]!;
    // The box stays centred on the first line while the label wraps under itself.
    await expect(lines.length).toBeGreaterThan(1);
    await expect(
      Math.abs(box.top + box.height / 2 - (firstLine.top + firstLine.height / 2)),
    ).toBeLessThan(2);
  },
};
