import { ComboBox } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

const copy = {
  ar: {
    city: 'المدينة',
    placeholder: 'اكتب اسم المدينة',
    cities: [
      { id: 'nasr', label: 'مدينة نصر' },
      { id: 'maadi', label: 'المعادي' },
      { id: 'heliopolis', label: 'مصر الجديدة' },
      { id: 'october', label: 'مدينة ٦ أكتوبر' },
      { id: 'zayed', label: 'الشيخ زايد' },
      { id: 'newcairo', label: 'القاهرة الجديدة' },
    ],
    query: 'مدينة',
    matches: ['مدينة نصر', 'مدينة ٦ أكتوبر'],
    noMatch: 'لندن',
    noResults: 'لا توجد نتائج مطابقة',
    show: 'عرض المقترحات',
    invalid: 'لا نوصّل إلى هذه المدينة بعد.',
    long: 'المدينة أو الحي أو المنطقة السكنية التي سيتم التوصيل إليها',
  },
  en: {
    city: 'City',
    placeholder: 'Type a city',
    cities: [
      { id: 'nasr', label: 'Nasr City' },
      { id: 'maadi', label: 'Maadi' },
      { id: 'heliopolis', label: 'Heliopolis' },
      { id: 'october', label: '6th of October City' },
      { id: 'zayed', label: 'Sheikh Zayed' },
      { id: 'newcairo', label: 'New Cairo' },
    ],
    query: 'city',
    matches: ['Nasr City', '6th of October City'],
    noMatch: 'London',
    noResults: 'No matches',
    show: 'Show suggestions',
    invalid: 'We do not deliver to this city yet.',
    long: 'The city, district or neighbourhood the order is delivered to',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
const page = () => within(document.body);

const meta = {
  title: 'Controls/ComboBox',
  component: ComboBox,
  args: { label: copy.ar.city, options: [], onSelectionChange: fn() },
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filtering: Story = {
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ maxInlineSize: '18rem' }}>
        <ComboBox {...args} label={t.city} options={[...t.cities]} placeholder={t.placeholder} />
      </div>
    );
  },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = copy[loc(globals.locale)];
    const input = canvas.getByRole('combobox', { name: t.city });
    await userEvent.type(input, t.query);
    const listbox = await page().findByRole('listbox');
    // Only the cities whose name contains what was typed.
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(t.matches),
    );
    // It opens under the field, aligned with its start edge: right in Arabic, left in English.
    const field = input.parentElement!.getBoundingClientRect();
    const popover = listbox.parentElement!.getBoundingClientRect();
    await expect(popover.top).toBeGreaterThanOrEqual(field.bottom);
    await expect(
      Math.abs(globals.dir === 'ltr' ? popover.left - field.left : popover.right - field.right),
    ).toBeLessThan(1);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(input).toHaveValue(t.matches[1]);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('october');
    // Opened again for the screenshot: every city, the chosen one ticked.
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${t.show}`) }));
    await page().findByRole('listbox');
  },
};

export const NoMatches: Story = {
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ maxInlineSize: '18rem' }}>
        <ComboBox {...args} label={t.city} options={[...t.cities]} />
      </div>
    );
  },
  play: async ({ canvas, globals, userEvent }) => {
    const t = copy[loc(globals.locale)];
    await userEvent.type(canvas.getByRole('combobox', { name: t.city }), t.noMatch);
    const listbox = await page().findByRole('listbox');
    // Says so in the shop's language instead of closing silently; it is the only entry.
    await expect(within(listbox).getByText(t.noResults)).toBeVisible();
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await expect(within(listbox).getByRole('option')).toHaveTextContent(t.noResults);
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultInputValue: 'Siwa' },
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ maxInlineSize: '18rem' }}>
        <ComboBox
          {...args}
          label={t.city}
          options={[...t.cities]}
          allowsCustomValue
          errorMessage={t.invalid}
        />
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const input = canvas.getByRole('combobox', { name: t.city });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(t.invalid);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'maadi' },
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ maxInlineSize: '18rem' }}>
        <ComboBox {...args} label={t.city} options={[...t.cities]} />
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const input = canvas.getByRole('combobox', { name: t.city });
    await expect(input).toBeDisabled();
    // The chosen city's name fills in once the options are collected.
    await waitFor(() => expect(input).toHaveValue(t.cities[1].label));
  },
};

export const LongArabicText: Story = {
  args: { defaultSelectedKey: 'newcairo' },
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ maxInlineSize: '16rem' }}>
        <ComboBox {...args} label={t.long} options={[...t.cities]} />
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const label = canvas.getByText(t.long).getBoundingClientRect();
    const field = canvas.getByRole('combobox', { name: t.long }).parentElement!;
    // The label wraps above the field instead of widening it.
    await expect(label.width).toBeLessThanOrEqual(field.getBoundingClientRect().width);
  },
};
