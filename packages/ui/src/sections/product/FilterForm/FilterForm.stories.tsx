import { getIntl } from '@dar/i18n/server';
import {
  EMPTY_SELECTION,
  FilterForm,
  filterFormView,
  type FilterBarData,
  type FilterSelection,
} from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { filterBarFixture, filterSelectionFixture } from '../../../../story-fixtures/product';

const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
const m = (locale: unknown, id: string, values?: Record<string, string | number>) =>
  getIntl(loc(locale)).formatMessage({ id }, values);

/** The listing's Server Component works the words out; here the story does. */
function Form({
  locale,
  data,
  value,
  onChange,
}: {
  locale: 'ar' | 'en';
  data: FilterBarData;
  value: FilterSelection;
  onChange?: (value: FilterSelection) => void;
}) {
  const view = filterFormView(getIntl(locale), data, value);
  return (
    <div style={{ maxInlineSize: '20rem' }}>
      <FilterForm
        id="story-filters"
        action="/products"
        layout="panel"
        locale={locale}
        {...view}
        value={value}
        chips={view.chips.map((chip) => ({ ...chip, href: `#remove-${chip.id}` }))}
        clearHref="#clear"
        onChange={onChange}
      />
    </div>
  );
}

const meta = {
  title: 'Sections/Product/FilterForm',
  component: Form,
  args: {
    locale: 'ar',
    data: { maxValue: 0, filters: [] },
    value: EMPTY_SELECTION,
    onChange: fn(),
  },
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The native form: a box ticked is one change, sent at once once hydrated. */
export const Default: Story = {
  render: (args, { globals }) => (
    <Form {...args} locale={loc(globals.locale)} data={filterBarFixture(loc(globals.locale))} />
  ),
  play: async ({ args, canvas, globals }) => {
    const bar = filterBarFixture(loc(globals.locale));
    const price = m(globals.locale, 'product.filter.price');
    await expect(
      canvas.getByRole('heading', { level: 2, name: m(globals.locale, 'product.filter.title') }),
    ).toBeVisible();
    // The price: two native sliders, each announcing a price.
    const to = canvas.getByRole('slider', { name: `${m(globals.locale, 'ui.range.to')} ${price}` });
    await expect(to.getAttribute('aria-valuetext')).toMatch(/\d|[٠-٩]/);
    const navy = canvas.getByRole('checkbox', {
      name: m(globals.locale, 'product.filter.valueCount', {
        name: bar.filters[1]!.values[1]!.name,
        count: 4,
      }),
    });
    await expect(canvas.getByRole('group', { name: bar.filters[1]!.name })).toContainElement(navy);
    await userEvent.click(navy);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith({ filters: { colour: ['122'] } });
  },
};

/** Filters on from the URL: chips are links that remove one; "Clear all" is a link too. */
export const ActiveFilters: Story = {
  args: { value: filterSelectionFixture },
  render: (args, { globals }) => (
    <Form {...args} locale={loc(globals.locale)} data={filterBarFixture(loc(globals.locale))} />
  ),
  play: async ({ canvas, globals }) => {
    const chips = canvas.getByRole('list', { name: m(globals.locale, 'product.filter.active') });
    await expect(chips.querySelectorAll('a')).toHaveLength(3);
    await expect(
      canvas.getByRole('link', { name: m(globals.locale, 'product.filter.clearAll') }),
    ).toHaveAttribute('href', '#clear');
  },
};

/** Nothing to filter by: the form says so. */
export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(m(globals.locale, 'product.filter.empty'))).toBeVisible();
    await expect(canvas.queryByRole('slider')).toBeNull();
  },
  render: (args, { globals }) => <Form {...args} locale={loc(globals.locale)} />,
};
