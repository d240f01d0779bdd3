import { formatMoney } from '@dar/i18n';
import { RangeSlider } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const copy = {
  ar: {
    price: 'السعر',
    from: 'من',
    to: 'إلى',
    width: 'العرض (سم)',
    long: 'نطاق السعر المناسب لك للقطعة الواحدة شاملًا ضريبة القيمة المضافة',
  },
  en: {
    price: 'Price',
    from: 'From',
    to: 'To',
    width: 'Width (cm)',
    long: 'The price range that suits you per piece, including VAT',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
const egp = (locale: 'ar' | 'en') => (pounds: number) =>
  formatMoney(pounds * 100, 'EGP', locale, { trimZeroFraction: true });
/** toHaveTextContent collapses the no-break space Intl puts before the currency; so does this. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

const meta = {
  title: 'Controls/RangeSlider',
  component: RangeSlider,
  args: { label: copy.ar.price, onChange: fn() },
} satisfies Meta<typeof RangeSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PriceFilterKeyboard: Story = {
  args: { minValue: 0, maxValue: 40000, step: 1000, defaultValue: [5000, 25000] },
  render: (args, { globals }) => {
    const locale = loc(globals.locale);
    return (
      <div style={{ maxInlineSize: '24rem' }}>
        <RangeSlider {...args} label={copy[locale].price} formatValue={egp(locale)} />
      </div>
    );
  },
  play: async ({ args, canvas, globals, userEvent }) => {
    const locale = loc(globals.locale);
    const t = copy[locale];
    const money = egp(locale);
    // Each thumb is named by its end, then the slider: "From Price".
    const from = canvas.getByRole('slider', { name: `${t.from} ${t.price}` });
    const to = canvas.getByRole('slider', { name: `${t.to} ${t.price}` });
    await expect(from).toHaveAttribute('aria-valuetext', money(5000));
    await expect(to).toHaveAttribute('aria-valuetext', money(25000));
    const raise = globals.dir === 'ltr' ? '{ArrowRight}' : '{ArrowLeft}';
    const lower = globals.dir === 'ltr' ? '{ArrowLeft}' : '{ArrowRight}';
    await userEvent.tab();
    await expect(from).toHaveFocus();
    // In Arabic, Left raises the lower end: the scale runs from the right.
    await userEvent.keyboard(`${raise}${raise}${raise}`);
    await expect(from).toHaveValue('8000');
    await expect(args.onChange).toHaveBeenLastCalledWith([8000, 25000]);
    await expect(from).toHaveAttribute('aria-valuetext', money(8000));
    await userEvent.tab();
    await expect(to).toHaveFocus();
    await userEvent.keyboard(`${lower}${lower}`);
    await expect(to).toHaveValue('23000');
    // The thumbs cannot cross: Home on the upper end stops at the lower one.
    await userEvent.keyboard('{Home}');
    await expect(to).toHaveValue('8000');
    await userEvent.keyboard('{End}');
    await expect(to).toHaveValue('40000');
    await userEvent.keyboard(`${lower}`);
    // Shown together, formatted by the caller's formatter.
    await expect(canvas.getByRole('status')).toHaveTextContent(
      flat(
        locale === 'ar'
          ? `من ${money(8000)} إلى ${money(39000)}`
          : `From ${money(8000)} to ${money(39000)}`,
      ),
    );
    to.blur();
  },
};

export const FillsBetweenThumbs: Story = {
  args: { minValue: 0, maxValue: 200, defaultValue: [50, 150] },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '24rem' }}>
      <RangeSlider {...args} label={copy[loc(globals.locale)].width} />
    </div>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = copy[loc(globals.locale)];
    const fill = canvasElement.querySelector<HTMLElement>('[style*="inset-inline-start"]')!;
    const rail = fill.previousElementSibling!.getBoundingClientRect();
    const filled = fill.getBoundingClientRect();
    // The middle half is filled, and the lower end is on the start side: the right in Arabic.
    await expect(Math.abs(filled.width / rail.width - 0.5)).toBeLessThan(0.01);
    const fromThumb = canvas
      .getByRole('slider', { name: `${t.from} ${t.width}` })
      .parentElement!.parentElement!.getBoundingClientRect();
    const fromCentre = fromThumb.left + fromThumb.width / 2;
    await expect(
      Math.abs(fromCentre - (globals.dir === 'ltr' ? filled.left : filled.right)),
    ).toBeLessThan(1);
    await expect(
      Math.abs(globals.dir === 'ltr' ? filled.left - rail.left : rail.right - filled.right) /
        rail.width,
    ).toBeCloseTo(0.25, 1);
    // Numbers in the locale's digits.
    await expect(canvas.getByRole('status')).toHaveTextContent(
      loc(globals.locale) === 'ar' ? 'من ٥٠ إلى ١٥٠' : 'From 50 to 150',
    );
  },
};

export const Disabled: Story = {
  args: { minValue: 0, maxValue: 200, defaultValue: [80, 120], isDisabled: true },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '24rem' }}>
      <RangeSlider {...args} label={copy[loc(globals.locale)].width} />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const thumb of canvas.getAllByRole('slider')) await expect(thumb).toBeDisabled();
  },
};

export const LongArabicText: Story = {
  args: { minValue: 0, maxValue: 40000, step: 500, defaultValue: [12500, 32500] },
  render: (args, { globals }) => {
    const locale = loc(globals.locale);
    return (
      <div style={{ maxInlineSize: '18rem' }}>
        <RangeSlider {...args} label={copy[locale].long} formatValue={egp(locale)} />
      </div>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const output = canvas.getByRole('status');
    // Label and the two prices wrap inside the column; nothing overflows it.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(output.scrollWidth).toBeLessThanOrEqual(output.clientWidth + 1);
  },
};
