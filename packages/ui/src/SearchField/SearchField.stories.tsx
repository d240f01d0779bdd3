import { SearchField } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const copy = {
  ar: {
    search: 'بحث',
    clear: 'مسح البحث',
    products: 'ابحث في المنتجات',
    placeholder: 'كنب، ترابيزات، أباجورات…',
    query: 'كنبة',
    help: 'ابحث بالاسم أو الخامة أو رقم الموديل.',
    long: 'ابحث في أكثر من مئة وسبعين قطعة أثاث من غرف المعيشة والنوم والسفرة والمكاتب',
  },
  en: {
    search: 'Search',
    clear: 'Clear search',
    products: 'Search products',
    placeholder: 'Sofas, tables, lamps…',
    query: 'sofa',
    help: 'Search by name, material or model number.',
    long: 'Search more than a hundred and seventy pieces for living rooms, bedrooms, dining rooms and offices',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const meta = {
  title: 'Controls/SearchField',
  component: SearchField,
  args: { onSubmit: fn(), onChange: fn(), onClear: fn() },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SubmitAndClear: Story = {
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ maxInlineSize: '22rem' }}>
        <SearchField {...args} label={t.products} placeholder={t.placeholder} />
      </div>
    );
  },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = copy[loc(globals.locale)];
    const input = canvas.getByRole('searchbox', { name: t.products });
    await userEvent.type(input, `${t.query}{Enter}`);
    await expect(args.onSubmit).toHaveBeenCalledWith(t.query);
    // The clear button is named in the shop's language and empties the field, keeping focus there.
    await userEvent.click(canvas.getByRole('button', { name: t.clear }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledOnce();
    // Escape clears too.
    await userEvent.type(input, t.query);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await userEvent.type(input, t.query);
    input.blur();
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '22rem' }}>
      <SearchField {...args} placeholder={copy[loc(globals.locale)].placeholder} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    // Without a label of its own it is still named, by the built-in, translated "Search".
    const input = canvas.getByRole('searchbox', { name: t.search });
    await expect(canvas.getByText(t.search).getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(input).toBeVisible();
  },
};

export const WithDescription: Story = {
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ maxInlineSize: '22rem' }}>
        <SearchField {...args} label={t.products} description={t.help} defaultValue={t.query} />
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    await expect(canvas.getByRole('searchbox', { name: t.products })).toHaveAccessibleDescription(
      t.help,
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ maxInlineSize: '22rem' }}>
        <SearchField {...args} label={t.products} placeholder={t.placeholder} />
      </div>
    );
  },
  play: async ({ args, canvas, globals, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: copy[loc(globals.locale)].products });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongArabicText: Story = {
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ maxInlineSize: '18rem' }}>
        <SearchField {...args} label={t.long} defaultValue={t.long} />
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const input = canvas.getByRole('searchbox', { name: t.long });
    const clear = canvas.getByRole('button', { name: t.clear }).getBoundingClientRect();
    const field = input.parentElement!.getBoundingClientRect();
    // A long query scrolls inside the field; the clear button stays within its edge.
    await expect(clear.left).toBeGreaterThanOrEqual(field.left);
    await expect(clear.right).toBeLessThanOrEqual(field.right);
  },
};
