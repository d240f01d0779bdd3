import { Button, Checkbox, CheckboxGroup } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

const copy = {
  ar: {
    material: 'الخامة',
    materialHelp: 'اختر خامة أو أكثر.',
    materials: { wood: 'خشب زان', linen: 'كتان', velvet: 'قطيفة', metal: 'معدن' },
    extras: 'إضافات التوصيل',
    extraOptions: { assembly: 'التركيب في المنزل', removal: 'التخلص من الأثاث القديم' },
    required: 'من فضلك اختر أحد الخيارات.',
    apply: 'تطبيق',
    assemblyUnavailable: 'التركيب غير متاح في محافظتك',
    long: 'أماكن استخدام القطعة: غرفة المعيشة، غرفة النوم، غرفة السفرة، المكتب المنزلي، الشرفة والحديقة',
    rooms: {
      living: 'غرفة المعيشة وغرف الاستقبال الواسعة',
      bedroom: 'غرفة النوم الرئيسية وغرف الأطفال',
    },
  },
  en: {
    material: 'Material',
    materialHelp: 'Choose one or more materials.',
    materials: { wood: 'Beech wood', linen: 'Linen', velvet: 'Velvet', metal: 'Metal' },
    extras: 'Delivery extras',
    extraOptions: { assembly: 'Assembly at home', removal: 'Take away old furniture' },
    required: 'Please choose an option.',
    apply: 'Apply',
    assemblyUnavailable: 'Assembly is not available in your governorate',
    long: 'Where the piece is used: living room, bedroom, dining room, home office, balcony and garden',
    rooms: {
      living: 'Living room and large reception rooms',
      bedroom: 'Main bedroom and children’s rooms',
    },
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const meta = {
  title: 'Controls/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: copy.ar.material, children: null, onChange: fn() },
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FilterValues: Story = {
  args: { defaultValue: ['wood'] },
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <CheckboxGroup {...args} label={t.material} description={t.materialHelp}>
        {Object.entries(t.materials).map(([value, name]) => (
          <Checkbox key={value} value={value}>
            {name}
          </Checkbox>
        ))}
      </CheckboxGroup>
    );
  },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = copy[loc(globals.locale)];
    const group = canvas.getByRole('group', { name: t.material });
    await expect(group).toHaveAccessibleDescription(t.materialHelp);
    await userEvent.click(canvas.getByText(t.materials.velvet));
    await expect(args.onChange).toHaveBeenLastCalledWith(['wood', 'velvet']);
    // Space toggles the focused box; Tab moves between boxes.
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: t.materials.metal })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['wood', 'velvet', 'metal']);
    await userEvent.click(canvas.getByText(t.materials.wood));
    await expect(args.onChange).toHaveBeenLastCalledWith(['velvet', 'metal']);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.unhover(canvas.getByText(t.materials.wood));
  },
};

export const Required: Story = {
  args: { isRequired: true },
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <form
        style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}
        onSubmit={(event) => event.preventDefault()}
      >
        <CheckboxGroup {...args} label={t.extras}>
          <Checkbox value="assembly">{t.extraOptions.assembly}</Checkbox>
          <Checkbox value="removal">{t.extraOptions.removal}</Checkbox>
        </CheckboxGroup>
        <Button type="submit" variant="secondary">
          {t.apply}
        </Button>
      </form>
    );
  },
  play: async ({ canvas, globals, userEvent }) => {
    const t = copy[loc(globals.locale)];
    await userEvent.click(canvas.getByRole('button', { name: t.apply }));
    // "Choose", not "fill in": the message fits a group of boxes, in the shop's language.
    await waitFor(() => expect(canvas.getByText(t.required)).toBeVisible());
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeInvalid();
    await expect(
      canvas.getByRole('checkbox', { name: t.extraOptions.assembly }),
    ).toHaveAccessibleDescription(t.required);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: ['linen'] },
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ maxInlineSize: '24rem' }}>
        <CheckboxGroup {...args} label={t.material}>
          {Object.entries(t.materials).map(([value, name]) => (
            <Checkbox key={value} value={value}>
              {name}
            </Checkbox>
          ))}
        </CheckboxGroup>
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const first = canvas.getByText(t.materials.wood).getBoundingClientRect();
    const second = canvas.getByText(t.materials.linen).getBoundingClientRect();
    // Side by side in reading order: the second option follows the first towards the line's end.
    await expect(Math.abs(first.top - second.top)).toBeLessThan(2);
    await expect(globals.dir === 'ltr' ? second.left > first.left : second.left < first.left).toBe(
      true,
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['assembly'] },
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <CheckboxGroup {...args} label={t.extras} description={t.assemblyUnavailable}>
        <Checkbox value="assembly">{t.extraOptions.assembly}</Checkbox>
        <Checkbox value="removal">{t.extraOptions.removal}</Checkbox>
      </CheckboxGroup>
    );
  },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = copy[loc(globals.locale)];
    const removal = canvas.getByRole('checkbox', { name: t.extraOptions.removal });
    await expect(removal).toBeDisabled();
    await userEvent.click(canvas.getByText(t.extraOptions.removal));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongArabicText: Story = {
  args: { defaultValue: ['living'] },
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ maxInlineSize: '18rem' }}>
        <CheckboxGroup {...args} label={t.long}>
          <Checkbox value="living">{t.rooms.living}</Checkbox>
          <Checkbox value="bedroom">{t.rooms.bedroom}</Checkbox>
        </CheckboxGroup>
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const group = canvas.getByRole('group', { name: t.long });
    // Long labels wrap inside the column instead of widening it.
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
  },
};
