import { Button, DeferredTrigger, Sheet } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const copy = {
  ar: { open: 'ابحث', title: 'البحث', body: 'الكنب، السرائر، الطاولات…' },
  en: { open: 'Search', title: 'Search', body: 'Sofas, beds, tables…' },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
const body = within(document.body);

/** Stands in for a dynamic `import()` of the overlay's code: it arrives a little later. */
const loadSheet = () =>
  new Promise<{ Sheet: typeof Sheet }>((resolve) => setTimeout(() => resolve({ Sheet }), 150));

function Demo({ locale }: { locale: 'ar' | 'en' }) {
  const t = copy[locale];
  return (
    <DeferredTrigger load={loadSheet} popup="dialog" trigger={<Button>{t.open}</Button>}>
      {(loaded, trigger) => (
        <loaded.Sheet title={t.title} trigger={trigger}>
          <p style={{ margin: 0 }}>{t.body}</p>
        </loaded.Sheet>
      )}
    </DeferredTrigger>
  );
}

const meta = {
  title: 'Patterns/DeferredTrigger',
  component: Demo,
  args: { locale: 'ar' },
  render: (_args, { globals }) => <Demo locale={loc(globals.locale)} />,
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Only the trigger is rendered at first, saying what it opens; the first press loads the overlay
 * and opens it, and closing it gives focus back to the trigger.
 */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const trigger = canvas.getByRole('button', { name: t.open });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(body.queryByRole('dialog')).toBeNull();
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: t.title });
    await expect(within(dialog).getByText(t.body)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // The loaded trigger replaced the stand-in: look it up again.
    await waitFor(() => expect(canvas.getByRole('button', { name: t.open })).toHaveFocus());
  },
};
