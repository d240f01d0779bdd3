import { getIntl } from '@dar/i18n/server';
import { SortSelect, type ListingSortOption, type SortSelectProps } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StorySortSelect = withIntl(SortSelect);

const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
const texts = (locale: unknown) => {
  const intl = getIntl(loc(locale));
  return (id: string) => intl.formatMessage({ id });
};
const body = within(document.body);

function Controlled({ value: initial, onChange, ...props }: Omit<SortSelectProps, 'intl'>) {
  const [value, setValue] = useState<ListingSortOption>(initial);
  return (
    <div style={{ maxInlineSize: '18rem' }}>
      <StorySortSelect
        {...props}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Sections/Product/SortSelect',
  component: StorySortSelect,
  args: { value: 'relevant', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof StorySortSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product-spec.md §9's three orders, chosen from the keyboard and with the pointer. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const m = texts(globals.locale);
    const trigger = canvas.getByRole('button', { name: new RegExp(m('product.sort.label')) });
    await expect(trigger).toHaveTextContent(m('product.sort.relevant'));
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      m('product.sort.relevant'),
      m('product.sort.priceDesc'),
      m('product.sort.priceAsc'),
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith('price-desc');
    await expect(trigger).toHaveTextContent(m('product.sort.priceDesc'));

    await userEvent.click(trigger);
    const again = await body.findByRole('listbox');
    await userEvent.click(within(again).getByRole('option', { name: m('product.sort.priceAsc') }));
    await expect(args.onChange).toHaveBeenLastCalledWith('price-asc');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(trigger).toHaveTextContent(m('product.sort.priceAsc'));
  },
};

/** Choosing the order already in force calls nothing: no needless navigation. */
export const SameOrder: Story = {
  args: { value: 'price-asc' },
  play: async ({ args, canvas, globals }) => {
    const m = texts(globals.locale);
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(m('product.sort.label')) }),
    );
    const listbox = await body.findByRole('listbox');
    await userEvent.click(
      within(listbox).getByRole('option', { name: m('product.sort.priceAsc') }),
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, globals }) => {
    const m = texts(globals.locale);
    await expect(
      canvas.getByRole('button', { name: new RegExp(m('product.sort.label')) }),
    ).toBeDisabled();
  },
};
