import { formatMoney } from '@dar/i18n';
import { getIntl } from '@dar/i18n/server';
import { EMPTY_SELECTION, FilterBar, type FilterBarProps, type FilterSelection } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import {
  filterBarFixture,
  filterSelectionFixture,
  longFilterBarFixture,
} from '../../../../story-fixtures/product';

const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
/** The catalogue's text for the story's language, so assertions read what the shopper reads. */
const texts = (locale: unknown) => {
  const language = loc(locale);
  const intl = getIntl(language);
  return {
    language,
    m: (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    money: (amount: number) => formatMoney(amount, 'EGP', language, { trimZeroFraction: true }),
  };
};
/** toHaveTextContent collapses the no-break space Intl puts before the currency; so does this. */
const flat = (text: string) => text.replace(/\s+/g, ' ');
/** A role query's `name` compares exactly; money has no-break spaces, so compare flattened. */
const named = (text: string) => (name: string) => flat(name) === flat(text);
const body = within(document.body);

/** The storefront keeps the selection in the URL; here state stands in for it. */
function Controlled(props: Omit<FilterBarProps, 'value'> & { initial?: FilterSelection }) {
  const { initial = EMPTY_SELECTION, onChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxInlineSize: '20rem' }}>
      <FilterBar
        {...rest}
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
  title: 'Sections/Product/FilterBar',
  component: FilterBar,
  args: { value: EMPTY_SELECTION, onChange: fn(), layout: 'panel' },
} satisfies Meta<typeof FilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The desktop side panel: a value ticked and the price range moved, all from the keyboard. */
export const Default: Story = {
  render: (args, { globals }) => (
    <Controlled {...args} data={filterBarFixture(loc(globals.locale))} />
  ),
  play: async ({ args, canvas, globals }) => {
    const { m, money } = texts(globals.locale);
    const bar = filterBarFixture(loc(globals.locale));
    await expect(canvas.getByRole('heading', { level: 2, name: m('product.filter.title') }));
    // Each value says how many products have it.
    const navy = canvas.getByRole('checkbox', {
      name: m('product.filter.valueCount', { name: bar.filters[1]!.values[1]!.name, count: 4 }),
    });
    await expect(canvas.getByRole('group', { name: bar.filters[1]!.name })).toContainElement(navy);
    // No filter is on yet: no chips, no "Clear all".
    await expect(canvas.queryByRole('button', { name: m('product.filter.clearAll') })).toBeNull();

    const price = m('product.filter.price');
    const from = canvas.getByRole('slider', { name: `${m('ui.range.from')} ${price}` });
    const to = canvas.getByRole('slider', { name: `${m('ui.range.to')} ${price}` });
    await expect(to).toHaveAttribute('aria-valuetext', money(5_200_000));
    await userEvent.tab();
    await expect(from).toHaveFocus();
    await userEvent.tab();
    await expect(to).toHaveFocus();
    // Page Down takes a tenth of the scale off the upper end; the listing hears of it once.
    await userEvent.keyboard('{PageDown}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith({ filters: {}, priceTo: 4_680_000 });
    await expect(
      canvas.getByRole('row', {
        name: named(m('product.filter.chipPrice', { from: money(0), to: money(4_680_000) })),
      }),
    ).toBeVisible();

    // On to the first checkbox; Space ticks it.
    await userEvent.tab();
    const sofas = canvas.getByRole('checkbox', {
      name: m('product.filter.valueCount', { name: bar.filters[0]!.values[0]!.name, count: 12 }),
    });
    await expect(sofas).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      filters: { 'sub-category': ['111'] },
      priceTo: 4_680_000,
    });
    await expect(sofas).toBeChecked();
    await userEvent.click(navy);
    await expect(args.onChange).toHaveBeenLastCalledWith({
      filters: { 'sub-category': ['111'], colour: ['122'] },
      priceTo: 4_680_000,
    });
    await expect(
      canvas.getByRole('row', {
        name: m('product.filter.chipValue', {
          facet: bar.filters[1]!.name,
          value: bar.filters[1]!.values[1]!.name,
        }),
      }),
    ).toBeVisible();
    sofas.blur();
  },
};

/** Filters already on (from a shared link): chips remove one each; "Clear all" removes the rest. */
export const ActiveFilters: Story = {
  render: (args, { globals }) => (
    <Controlled
      {...args}
      initial={filterSelectionFixture}
      data={filterBarFixture(loc(globals.locale))}
    />
  ),
  play: async ({ args, canvas, globals }) => {
    const { m, money } = texts(globals.locale);
    const bar = filterBarFixture(loc(globals.locale));
    const chips = canvas.getByRole('grid', { name: m('product.filter.active') });
    const navyChip = within(chips).getByRole('row', {
      name: m('product.filter.chipValue', {
        facet: bar.filters[1]!.name,
        value: bar.filters[1]!.values[1]!.name,
      }),
    });
    const velvetName = m('product.filter.chipValue', {
      facet: bar.filters[2]!.name,
      value: bar.filters[2]!.values[0]!.name,
    });
    await expect(within(chips).getAllByRole('row')).toHaveLength(3);
    await expect(
      within(chips).getByRole('row', {
        name: named(m('product.filter.chipPrice', { from: money(0), to: money(3_000_000) })),
      }),
    ).toBeVisible();

    // A chip's remove button takes that value off, and its box is unticked.
    await userEvent.click(
      within(navyChip).getByRole('button', {
        name: (name) => name.startsWith(m('ui.tag.remove')),
      }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({
      filters: { material: ['131'] },
      priceTo: 3_000_000,
    });
    await expect(
      canvas.getByRole('checkbox', {
        name: m('product.filter.valueCount', { name: bar.filters[1]!.values[1]!.name, count: 4 }),
      }),
    ).not.toBeChecked();

    // From the keyboard: Delete on a focused chip removes it.
    const velvetChip = within(chips).getByRole('row', { name: velvetName });
    velvetChip.focus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      filters: {},
      priceTo: 3_000_000,
    });

    const clearAll = canvas.getByRole('button', { name: m('product.filter.clearAll') });
    clearAll.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ filters: {} });
    await expect(canvas.queryByRole('grid', { name: m('product.filter.active') })).toBeNull();
    await expect(
      canvas.getByRole('slider', { name: `${m('ui.range.to')} ${m('product.filter.price')}` }),
    ).toHaveAttribute('aria-valuetext', money(5_200_000));
  },
};

/** Phones: a "Filters (n)" button opens the bar in the filter drawer. */
export const MobileDrawer: Story = {
  args: { layout: 'drawer' },
  render: (args, { globals }) => (
    <Controlled
      {...args}
      initial={filterSelectionFixture}
      data={filterBarFixture(loc(globals.locale))}
    />
  ),
  play: async ({ args, canvas, globals }) => {
    const { m } = texts(globals.locale);
    const bar = filterBarFixture(loc(globals.locale));
    const trigger = canvas.getByRole('button', { name: m('product.filter.trigger', { count: 3 }) });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: m('product.filter.title') });
    const sofas = within(dialog).getByRole('checkbox', {
      name: m('product.filter.valueCount', { name: bar.filters[0]!.values[0]!.name, count: 12 }),
    });
    await userEvent.click(sofas);
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...filterSelectionFixture,
      filters: { ...filterSelectionFixture.filters, 'sub-category': ['111'] },
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: m('product.filter.showResults') }),
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(
      canvas.getByRole('button', { name: m('product.filter.trigger', { count: 4 }) }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, globals }) => {
    const { m } = texts(globals.locale);
    await expect(canvas.getByRole('region', { name: m('product.filter.loading') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** Nothing to filter by (a search with one result): the bar says so. */
export const Empty: Story = {
  render: (args) => <Controlled {...args} data={{ maxValue: 0, filters: [] }} />,
  play: async ({ canvas, globals }) => {
    const { m } = texts(globals.locale);
    await expect(canvas.getByText(m('product.filter.empty'))).toBeVisible();
    await expect(canvas.queryByRole('slider')).toBeNull();
  },
};

export const LongArabicText: Story = {
  render: (args, { globals }) => (
    <Controlled
      {...args}
      initial={{ filters: { 'frame-wood': ['141'] } }}
      data={longFilterBarFixture(loc(globals.locale))}
    />
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const { m } = texts(globals.locale);
    const bar = longFilterBarFixture(loc(globals.locale));
    const long = bar.filters[3]!.values[0]!;
    // The count keeps its grouping and the locale's digits.
    await expect(
      canvas.getByRole('checkbox', {
        name: m('product.filter.valueCount', { name: long.name, count: long.count }),
      }),
    ).toBeChecked();
    // Long names wrap inside the panel instead of widening it.
    const panel = canvasElement.querySelector('section')!;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
  },
};
