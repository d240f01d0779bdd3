import { Button, TextArea } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

const copy = {
  ar: {
    notes: 'ملاحظات التوصيل',
    notesHelp: 'العلامات المميزة تساعد المندوب في الوصول إليك.',
    notesText: 'بجوار صيدلية النور، الدور الثالث، الجرس لا يعمل.',
    review: 'رأيك في المنتج',
    send: 'إرسال',
    tooShort: 'من فضلك أدخل ٢٠ حرفًا على الأقل.',
    closed: 'التقييمات متوقفة مؤقتًا.',
  },
  en: {
    notes: 'Delivery notes',
    notesHelp: 'Landmarks help our driver find you.',
    notesText: 'Next to Al Nour pharmacy, third floor, the bell does not work.',
    review: 'Your review',
    send: 'Send',
    tooShort: 'Please enter at least 20 characters.',
    closed: 'Reviews are paused for now.',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const meta = {
  title: 'Controls/TextArea',
  component: TextArea,
  args: { label: copy.ar.notes, onChange: fn() },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DeliveryNotes: Story = {
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ maxInlineSize: '22rem' }}>
        <TextArea {...args} label={t.notes} description={t.notesHelp} />
      </div>
    );
  },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = copy[loc(globals.locale)];
    const field = canvas.getByRole('textbox', { name: t.notes });
    await expect(field.tagName).toBe('TEXTAREA');
    await expect(field).toHaveAccessibleDescription(t.notesHelp);
    await userEvent.type(field, t.notesText);
    await expect(args.onChange).toHaveBeenLastCalledWith(t.notesText);
    field.blur();
  },
};

export const TooShort: Story = {
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <form
        style={{ display: 'grid', gap: '1rem', maxInlineSize: '22rem' }}
        onSubmit={(event) => event.preventDefault()}
      >
        <TextArea {...args} label={t.review} minLength={20} isRequired />
        <div>
          <Button type="submit" variant="secondary">
            {t.send}
          </Button>
        </div>
      </form>
    );
  },
  play: async ({ canvas, globals, userEvent }) => {
    const t = copy[loc(globals.locale)];
    const field = canvas.getByRole('textbox', { name: t.review });
    await userEvent.type(field, t.send);
    await userEvent.click(canvas.getByRole('button', { name: t.send }));
    // The minimum is counted in the shop's numerals and plural rules.
    await waitFor(() => expect(field).toHaveAccessibleDescription(t.tooShort));
    field.blur();
  },
};

export const Disabled: Story = {
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ maxInlineSize: '22rem' }}>
        <TextArea {...args} label={t.review} description={t.closed} isDisabled />
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('textbox', { name: copy[loc(globals.locale)].review }),
    ).toBeDisabled();
  },
};
