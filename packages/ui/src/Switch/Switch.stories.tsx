import { Switch } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

const copy = {
  ar: {
    offers: 'راسلني بالعروض',
    vat: 'عرض الأسعار شاملة الضريبة',
    unavailable: 'إشعارات الرسائل القصيرة',
    long: 'أرسل لي تنبيهًا عندما تعود المنتجات في قائمة المفضلة إلى المخزن أو ينخفض سعرها خلال موسم التخفيضات',
  },
  en: {
    offers: 'Email me offers',
    vat: 'Show prices with VAT',
    unavailable: 'Text message alerts',
    long: 'Alert me when products on my wishlist are back in stock or their price drops during the sales',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const meta = {
  title: 'Controls/Switch',
  component: Switch,
  args: { children: null, onChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toggles: Story = {
  render: (args, { globals }) => <Switch {...args}>{copy[loc(globals.locale)].offers}</Switch>,
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = copy[loc(globals.locale)];
    const control = canvas.getByRole('switch', { name: t.offers });
    const thumb = canvas.getByText(t.offers).previousElementSibling!.firstElementChild!;
    const offAt = thumb.getBoundingClientRect().left;
    await userEvent.click(canvas.getByText(t.offers));
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // The thumb travels towards the end of the line: right in English, left in Arabic.
    await waitFor(() => {
      const onAt = thumb.getBoundingClientRect().left;
      return expect(globals.dir === 'ltr' ? onAt > offAt + 8 : onAt < offAt - 8).toBe(true);
    });
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    control.blur();
    await userEvent.unhover(canvas.getByText(t.offers));
  },
};

export const On: Story = {
  args: { defaultSelected: true },
  render: (args, { globals }) => <Switch {...args}>{copy[loc(globals.locale)].vat}</Switch>,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('switch', { name: copy[loc(globals.locale)].vat })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args, { globals }) => <Switch {...args}>{copy[loc(globals.locale)].unavailable}</Switch>,
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = copy[loc(globals.locale)];
    await expect(canvas.getByRole('switch', { name: t.unavailable })).toBeDisabled();
    await userEvent.click(canvas.getByText(t.unavailable));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongArabicText: Story = {
  args: { defaultSelected: true },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '18rem' }}>
      <Switch {...args}>{copy[loc(globals.locale)].long}</Switch>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const text = canvas.getByText(copy[loc(globals.locale)].long);
    const track = text.previousElementSibling!.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(text);
    const lines = range.getClientRects();
    const firstLine = lines[0]!;
    // The track stays centred on the first line while the label wraps under itself.
    await expect(lines.length).toBeGreaterThan(1);
    await expect(
      Math.abs(track.top + track.height / 2 - (firstLine.top + firstLine.height / 2)),
    ).toBeLessThan(2);
  },
};
