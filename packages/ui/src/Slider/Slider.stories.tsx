import { formatMoney } from '@dar/i18n';
import { Slider } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const copy = {
  ar: {
    maxPrice: 'أقصى سعر',
    height: 'ارتفاع المقعد',
    unavailable: 'عمق المقعد',
    long: 'أقصى ميزانية للقطعة الواحدة شاملة ضريبة القيمة المضافة ومصاريف التوصيل والتركيب',
  },
  en: {
    maxPrice: 'Maximum price',
    height: 'Seat height',
    unavailable: 'Seat depth',
    long: 'Maximum budget per piece including VAT, delivery and assembly',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
/** Prices in whole pounds on the slider, formatted like every price in the shop. */
const egp = (locale: 'ar' | 'en') => (pounds: number) =>
  formatMoney(pounds * 100, 'EGP', locale, { trimZeroFraction: true });
/** toHaveTextContent collapses the no-break space Intl puts before the currency; so does this. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

const meta = {
  title: 'Controls/Slider',
  component: Slider,
  args: { label: copy.ar.maxPrice, onChange: fn() },
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PriceKeyboard: Story = {
  args: { minValue: 0, maxValue: 40000, step: 500, defaultValue: 10000 },
  render: (args, { globals }) => {
    const locale = loc(globals.locale);
    return (
      <div style={{ maxInlineSize: '22rem' }}>
        <Slider {...args} label={copy[locale].maxPrice} formatValue={egp(locale)} />
      </div>
    );
  },
  play: async ({ args, canvas, globals, userEvent }) => {
    const locale = loc(globals.locale);
    const slider = canvas.getByRole('slider', { name: copy[locale].maxPrice });
    await expect(slider).toHaveAttribute('aria-valuetext', egp(locale)(10000));
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    // The arrow pointing to the end of the line raises the value: Left in Arabic, Right in English.
    const raise = globals.dir === 'ltr' ? '{ArrowRight}' : '{ArrowLeft}';
    const lower = globals.dir === 'ltr' ? '{ArrowLeft}' : '{ArrowRight}';
    await userEvent.keyboard(`${raise}${raise}`);
    await expect(slider).toHaveValue('11000');
    await expect(args.onChange).toHaveBeenLastCalledWith(11000);
    // Read out and shown through the formatter: Arabic-Indic digits and ج.م. in Arabic.
    await expect(slider).toHaveAttribute('aria-valuetext', egp(locale)(11000));
    await expect(canvas.getByRole('status')).toHaveTextContent(flat(egp(locale)(11000)));
    await userEvent.keyboard(lower);
    await expect(slider).toHaveValue('10500');
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveValue('40000');
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveValue('0');
    await userEvent.keyboard('{PageUp}');
    await expect(Number((slider as HTMLInputElement).value)).toBeGreaterThan(0);
    slider.blur();
  },
};

export const FillsFromTheStart: Story = {
  args: { minValue: 0, maxValue: 100, defaultValue: 25 },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '22rem' }}>
      <Slider {...args} label={copy[loc(globals.locale)].height} />
    </div>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const slider = canvas.getByRole('slider', { name: copy[loc(globals.locale)].height });
    await expect(slider).toHaveAttribute(
      'aria-valuetext',
      loc(globals.locale) === 'ar' ? '٢٥' : '25',
    );
    // The filled part is the one positioned by a logical offset; the rail is drawn before it.
    const fill = canvasElement.querySelector<HTMLElement>('[style*="inset-inline-start"]')!;
    const rail = fill.previousElementSibling!.getBoundingClientRect();
    const filled = fill.getBoundingClientRect();
    // A quarter filled, from the start edge: from the right in Arabic, from the left in English.
    await expect(Math.abs(filled.width / rail.width - 0.25)).toBeLessThan(0.01);
    await expect(
      Math.abs(globals.dir === 'ltr' ? filled.left - rail.left : filled.right - rail.right),
    ).toBeLessThan(1);
    // The thumb sits at the fill's far end.
    const thumb = slider.parentElement!.parentElement!.getBoundingClientRect();
    const thumbCentre = thumb.left + thumb.width / 2;
    await expect(
      Math.abs(thumbCentre - (globals.dir === 'ltr' ? filled.right : filled.left)),
    ).toBeLessThan(1);
  },
};

export const Disabled: Story = {
  args: { minValue: 40, maxValue: 80, defaultValue: 55, isDisabled: true },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '22rem' }}>
      <Slider {...args} label={copy[loc(globals.locale)].unavailable} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('slider', { name: copy[loc(globals.locale)].unavailable }),
    ).toBeDisabled();
  },
};

export const LongArabicText: Story = {
  args: { minValue: 0, maxValue: 40000, step: 500, defaultValue: 22500 },
  render: (args, { globals }) => {
    const locale = loc(globals.locale);
    return (
      <div style={{ maxInlineSize: '18rem' }}>
        <Slider {...args} label={copy[locale].long} formatValue={egp(locale)} />
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const locale = loc(globals.locale);
    const label = canvas.getByText(copy[locale].long);
    const output = canvas.getByRole('status');
    await expect(output).toHaveTextContent(flat(egp(locale)(22500)));
    // The long label wraps; the value stays on one line beside or under it.
    await expect(label.getBoundingClientRect().height).toBeGreaterThan(
      output.getBoundingClientRect().height,
    );
    await expect(output.scrollWidth).toBeLessThanOrEqual(output.clientWidth + 1);
  },
};
