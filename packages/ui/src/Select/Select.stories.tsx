import { Button, Select } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

const copy = {
  ar: {
    governorate: 'المحافظة',
    governorates: [
      { id: 'cairo', label: 'القاهرة' },
      { id: 'giza', label: 'الجيزة' },
      { id: 'alex', label: 'الإسكندرية' },
      { id: 'aswan', label: 'أسوان', isDisabled: true },
      { id: 'dakahlia', label: 'الدقهلية' },
    ],
    placeholder: 'اختر…',
    help: 'نوصّل إلى كل محافظات مصر عدا أسوان حاليًا.',
    required: 'من فضلك اختر أحد الخيارات.',
    save: 'حفظ العنوان',
    sort: 'ترتيب حسب',
    sorts: [
      { id: 'newest', label: 'الأحدث' },
      {
        id: 'bestSelling',
        label: 'الأكثر مبيعًا خلال الشهر الماضي في كل الأقسام والمجموعات',
      },
    ],
  },
  en: {
    governorate: 'Governorate',
    governorates: [
      { id: 'cairo', label: 'Cairo' },
      { id: 'giza', label: 'Giza' },
      { id: 'alex', label: 'Alexandria' },
      { id: 'aswan', label: 'Aswan', isDisabled: true },
      { id: 'dakahlia', label: 'Dakahlia' },
    ],
    placeholder: 'Choose…',
    help: 'We deliver to every governorate of Egypt except Aswan for now.',
    required: 'Please choose an option.',
    save: 'Save address',
    sort: 'Sort by',
    sorts: [
      { id: 'newest', label: 'Newest' },
      {
        id: 'bestSelling',
        label: 'Best selling last month across every category and collection',
      },
    ],
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
const page = () => within(document.body);

const meta = {
  title: 'Controls/Select',
  component: Select,
  args: { label: copy.ar.governorate, options: [], onSelectionChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseWithPointer: Story = {
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ maxInlineSize: '18rem' }}>
        <Select
          {...args}
          label={t.governorate}
          options={[...t.governorates]}
          description={t.help}
        />
      </div>
    );
  },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = copy[loc(globals.locale)];
    const trigger = canvas.getByRole('button', { name: new RegExp(t.governorate) });
    // The built-in placeholder is in the shop's language.
    await expect(trigger).toHaveTextContent(t.placeholder);
    await userEvent.click(trigger);
    const listbox = await page().findByRole('listbox');
    // The list opens under the field, aligned with its start edge: right in Arabic, left in English.
    const field = trigger.getBoundingClientRect();
    const popover = listbox.parentElement!.getBoundingClientRect();
    await expect(popover.top).toBeGreaterThanOrEqual(field.bottom);
    await expect(
      Math.abs(globals.dir === 'ltr' ? popover.left - field.left : popover.right - field.right),
    ).toBeLessThan(1);
    await expect(
      within(listbox).getByRole('option', { name: t.governorates[3].label }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: t.governorates[1].label }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('giza');
    await expect(trigger).toHaveTextContent(t.governorates[1].label);
    // The list stays open for the screenshot, showing the choice ticked.
    await userEvent.click(trigger);
    await page().findByRole('listbox');
  },
};

export const ChooseWithKeyboard: Story = {
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ maxInlineSize: '18rem' }}>
        <Select {...args} label={t.governorate} options={[...t.governorates]} />
      </div>
    );
  },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = copy[loc(globals.locale)];
    const trigger = canvas.getByRole('button', { name: new RegExp(t.governorate) });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    // Down opens the list on the first option; Down again moves, Enter chooses and closes.
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page().findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('alex');
    await expect(trigger).toHaveTextContent(t.governorates[2].label);
    // Focus comes back to the trigger once the list has closed: only then does typing reach it.
    await waitFor(() => expect(trigger).toHaveFocus());
    // Typing the first letters picks an option without opening the list; the disabled one is skipped.
    await userEvent.keyboard(t.governorates[4].label.slice(0, 3));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('dakahlia');
    await expect(trigger).toHaveFocus();
    trigger.blur();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <form
        style={{ display: 'grid', gap: '1rem', maxInlineSize: '18rem', justifyItems: 'start' }}
        onSubmit={(event) => event.preventDefault()}
      >
        <div style={{ inlineSize: '100%' }}>
          <Select {...args} label={t.governorate} options={[...t.governorates]} />
        </div>
        <Button type="submit" variant="secondary">
          {t.save}
        </Button>
      </form>
    );
  },
  play: async ({ canvas, globals, userEvent }) => {
    const t = copy[loc(globals.locale)];
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await waitFor(() => expect(canvas.getByText(t.required)).toBeVisible());
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.unhover(canvas.getByRole('button', { name: t.save }));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'cairo' },
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ maxInlineSize: '18rem' }}>
        <Select {...args} label={t.governorate} options={[...t.governorates]} />
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const trigger = canvas.getByRole('button', { name: new RegExp(t.governorate) });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent(t.governorates[0].label);
  },
};

export const LongArabicText: Story = {
  args: { defaultSelectedKey: 'bestSelling' },
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ maxInlineSize: '16rem' }}>
        <Select {...args} label={t.sort} options={[...t.sorts]} />
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const trigger = canvas.getByRole('button', { name: new RegExp(t.sort) });
    // A long choice is cut with an ellipsis inside the field, which keeps its width.
    await expect(trigger.getBoundingClientRect().width).toBeLessThanOrEqual(
      trigger.parentElement!.getBoundingClientRect().width,
    );
    await expect(trigger.scrollWidth).toBeLessThanOrEqual(trigger.clientWidth);
  },
};
