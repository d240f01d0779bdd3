import { TagGroup, type TagItem } from '@dar/ui';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

const copy = {
  ar: {
    activeFilters: 'الفلاتر المفعّلة',
    materials: 'الخامات',
    remove: 'إزالة',
    oak: 'خشب البلوط',
    linen: 'كتان',
    grey: 'رمادي',
    living: 'غرفة المعيشة',
    beech: 'خشب الزان',
    brass: 'نحاس',
    velvet: 'قطيفة',
    long: 'خشب الجوز الطبيعي المعالج بالزيوت النباتية والمقاوم للرطوبة',
  },
  en: {
    activeFilters: 'Active filters',
    materials: 'Materials',
    remove: 'Remove',
    oak: 'Oak',
    linen: 'Linen',
    grey: 'Grey',
    living: 'Living room',
    beech: 'Beech',
    brass: 'Brass',
    velvet: 'Velvet',
    long: 'Natural walnut treated with plant oils and resistant to humidity',
  },
} as const;

type Copy = Record<keyof (typeof copy)['en'], string>;
const t = ({ globals }: Pick<StoryContext, 'globals'>): Copy =>
  copy[globals.locale === 'en' ? 'en' : 'ar'];

const filterIds = ['oak', 'linen', 'grey', 'living'] as const;

/** Filter chips as the listing page keeps them: removing one clears that filter. */
function ActiveFilterChips({ text, onRemove }: { text: Copy; onRemove: (ids: string[]) => void }) {
  const [active, setActive] = useState<readonly string[]>(filterIds);
  const items: TagItem[] = active.map((id) => ({ id, label: text[id as keyof Copy] }));
  return (
    <TagGroup
      label={text.activeFilters}
      items={items}
      onRemove={(ids) => {
        onRemove([...ids].map(String));
        setActive((current) => current.filter((id) => !ids.has(id)));
      }}
    />
  );
}

const onRemove = fn();

const meta = {
  title: 'Controls/TagGroup',
  component: TagGroup,
  args: { label: '', items: [] },
} satisfies Meta<typeof TagGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ActiveFilters: Story = {
  render: (_args, context) => <ActiveFilterChips text={t(context)} onRemove={onRemove} />,
  play: async (context) => {
    onRemove.mockClear();
    const { canvas, userEvent } = context;
    const text = t(context);
    const grid = canvas.getByRole('grid', { name: text.activeFilters });
    await expect(grid).toBeVisible();
    // React Aria builds the collection after the first render.
    await expect(await canvas.findAllByRole('row')).toHaveLength(4);

    // Each remove button says, in the page's language, which filter it removes.
    const removeOak = canvas.getByRole('button', { name: `${text.remove} ${text.oak}` });
    await userEvent.click(removeOak);
    await expect(onRemove).toHaveBeenLastCalledWith(['oak']);
    await expect(canvas.queryByRole('row', { name: text.oak })).toBeNull();
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
  },
};

/** Arrows move along the chips in the reading direction; Delete or Backspace removes one. */
export const KeyboardRemoval: Story = {
  render: (_args, context) => <ActiveFilterChips text={t(context)} onRemove={onRemove} />,
  play: async (context) => {
    onRemove.mockClear();
    const { canvas, globals, userEvent } = context;
    const text = t(context);
    const rtl = globals.dir !== 'ltr';
    const row = (id: (typeof filterIds)[number]) => canvas.getByRole('row', { name: text[id] });
    await canvas.findAllByRole('row');

    const oak = row('oak').getBoundingClientRect();
    const linen = row('linen').getBoundingClientRect();
    await expect(rtl ? linen.right <= oak.left : linen.left >= oak.right).toBe(true);

    await userEvent.tab();
    await expect(row('oak')).toHaveFocus();
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(row('linen')).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(onRemove).toHaveBeenLastCalledWith(['linen']);
    await expect(canvas.queryByRole('row', { name: text.linen })).toBeNull();
    // Focus stays in the chips, on a neighbour, so the shopper can keep removing.
    await expect(canvas.getByRole('grid').contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Backspace}');
    await expect(onRemove).toHaveBeenCalledTimes(2);
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Not removable: a product's materials. */
export const ReadOnly: Story = {
  render: (_args, context) => {
    const text = t(context);
    return (
      <TagGroup
        label={text.materials}
        items={(['beech', 'linen', 'brass', 'velvet'] as const).map((id) => ({
          id,
          label: text[id],
        }))}
      />
    );
  },
  play: async (context) => {
    await expect(await context.canvas.findAllByRole('row')).toHaveLength(4);
    await expect(context.canvas.queryByRole('button')).toBeNull();
  },
};

/** A long chip is cut with an ellipsis inside a narrow column; its full name stays accessible. */
export const LongArabicText: Story = {
  render: (_args, context) => {
    const text = t(context);
    return (
      <div style={{ maxInlineSize: '16rem' }}>
        <TagGroup
          label={text.activeFilters}
          hideLabel
          items={[
            { id: 'long', label: text.long },
            { id: 'oak', label: text.oak },
          ]}
          onRemove={() => {}}
        />
      </div>
    );
  },
  play: async (context) => {
    const text = t(context);
    const row = await context.canvas.findByRole('row', { name: text.long });
    await expect(row.getBoundingClientRect().width).toBeLessThanOrEqual(256);
    const label = context.canvas.getByText(text.long);
    await expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
    await expect(context.canvas.getByRole('grid', { name: text.activeFilters })).toBeVisible();
  },
};
