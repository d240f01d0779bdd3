import { getIntl } from '@dar/i18n/server';
import { SortField, sortFieldWords } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const meta = {
  title: 'Sections/Product/SortField',
  component: SortField,
  args: {
    label: '',
    options: [],
    value: 'relevant',
    form: 'story-filters',
    applyLabel: '',
    onChange: fn(),
  },
  render: (args, { globals }) => {
    const intl = getIntl(loc(globals.locale));
    return (
      <SortField
        {...args}
        {...sortFieldWords(intl)}
        applyLabel={intl.formatMessage({ id: 'product.filter.showResults' })}
      />
    );
  },
} satisfies Meta<typeof SortField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A native select: a new order is one change. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const intl = getIntl(loc(globals.locale));
    const select = canvas.getByRole('combobox', {
      name: intl.formatMessage({ id: 'product.sort.label' }),
    });
    await expect(select).toHaveValue('relevant');
    await userEvent.selectOptions(select, 'price-asc');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith('price-asc');
  },
};

/** No products: nothing to order. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};
