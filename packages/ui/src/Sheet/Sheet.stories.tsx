import { AlertDialog, Button, Sheet, SMALL_SCREEN_QUERY } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const copy = {
  ar: {
    open: 'افتح',
    title: 'السلة',
    body: 'كنبة النيل الثلاثية — ١ قطعة',
    close: 'إغلاق',
    remove: 'إزالة من السلة',
    confirmTitle: 'إزالة كنبة النيل؟',
    confirmBody: 'ستُزال الكنبة من سلتك.',
    cancel: 'تراجع',
  },
  en: {
    open: 'Open',
    title: 'Cart',
    body: 'Nile three-seater sofa — 1 item',
    close: 'Close',
    remove: 'Remove from cart',
    confirmTitle: 'Remove the Nile sofa?',
    confirmBody: 'The sofa will be removed from your cart.',
    cancel: 'Keep it',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
const body = within(document.body);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Patterns/Sheet',
  component: Sheet,
  args: { title: copy.ar.title, trigger: <Button>{copy.ar.open}</Button>, children: null },
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <Sheet {...args} title={t.title} trigger={<Button>{t.open}</Button>}>
        <p style={{ margin: 0 }}>{t.body}</p>
      </Sheet>
    );
  },
} satisfies Meta<typeof Sheet>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (name: string) => {
  const trigger = body.getByRole('button', { name });
  await userEvent.click(trigger);
  return { trigger, dialog: await body.findByRole('dialog') };
};

/** Drags the sheet's grip down by `share` of the sheet's height, taking `durationMs`. */
const dragSheet = async (share: number, durationMs: number) => {
  const handle = document.querySelector<HTMLElement>('[data-sheet-handle]');
  const sheet = document.querySelector<HTMLElement>('[data-placement="bottom"]');
  if (!handle || !sheet) throw new Error('no bottom sheet');
  const box = handle.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  // Whole pixels, as a finger moves: rounded up, so "10%" is never 9.9%.
  const distance = Math.ceil(sheet.offsetHeight * share);
  const fire = (type: string, clientY: number) =>
    handle.dispatchEvent(
      new PointerEvent(type, { bubbles: true, pointerId: 7, clientX: x, clientY, isPrimary: true }),
    );
  fire('pointerdown', y);
  fire('pointermove', y + distance / 2);
  await pause(durationMs);
  fire('pointermove', y + distance);
  fire('pointerup', y + distance);
};

export const ModalDialog: Story = {
  play: async ({ globals }) => {
    const t = copy[loc(globals.locale)];
    const { trigger, dialog } = await open(t.open);
    await expect(dialog).toHaveAccessibleName(t.title);
    await expect(dialog.contains(document.activeElement)).toBe(true);
    // Focus stays inside: Tab from the close button comes back to it.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: t.close })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Focus comes back on the next animation frame, which a background test page may delay.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const DrawerFromTheStart: Story = {
  args: { placement: 'start' },
  play: async ({ globals }) => {
    const t = copy[loc(globals.locale)];
    await open(t.open);
    const panel = document.querySelector<HTMLElement>('[data-placement="start"]');
    const box = panel?.getBoundingClientRect();
    // The start edge: right in Arabic, left in English.
    if (loc(globals.locale) === 'ar') await expect(box?.right).toBe(window.innerWidth);
    else await expect(box?.left).toBe(0);
  },
};

export const DrawerFromTheEnd: Story = {
  args: { placement: 'end' },
  play: async ({ globals }) => {
    const t = copy[loc(globals.locale)];
    await open(t.open);
    const box = document
      .querySelector<HTMLElement>('[data-placement="end"]')
      ?.getBoundingClientRect();
    if (loc(globals.locale) === 'ar') await expect(box?.left).toBe(0);
    else await expect(box?.right).toBe(window.innerWidth);
    await userEvent.click(body.getByRole('button', { name: t.close }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const BottomSheetClosesOnATenPercentDrag: Story = {
  args: { placement: 'bottom' },
  play: async ({ globals }) => {
    const t = copy[loc(globals.locale)];
    const { trigger } = await open(t.open);
    // Slowly (no flick): only the distance counts.
    await dragSheet(0.1, 400);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Focus comes back on the next animation frame, which a background test page may delay.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const BottomSheetStaysOnAFivePercentDrag: Story = {
  args: { placement: 'bottom' },
  play: async ({ globals }) => {
    const t = copy[loc(globals.locale)];
    await open(t.open);
    await dragSheet(0.05, 400);
    await pause(300);
    await expect(body.getByRole('dialog')).toBeVisible();
    // And it springs back into place.
    await expect(
      document.querySelector<HTMLElement>('[data-placement="bottom"]')?.style.transform,
    ).toBe('');
  },
};

export const BottomSheetClosesOnAFlick: Story = {
  args: { placement: 'bottom' },
  play: async ({ globals }) => {
    const t = copy[loc(globals.locale)];
    await open(t.open);
    await dragSheet(0.05, 50);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const ConfirmRemoval: Story = {
  args: { title: copy.ar.confirmTitle },
  render: (_args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <AlertDialog
        trigger={<Button variant="danger">{t.remove}</Button>}
        title={t.confirmTitle}
        confirmLabel={t.remove}
        cancelLabel={t.cancel}
        onConfirm={onConfirm}
        tone="danger"
      >
        {t.confirmBody}
      </AlertDialog>
    );
  },
  play: async ({ globals }) => {
    const t = copy[loc(globals.locale)];
    onConfirm.mockClear();
    await userEvent.click(body.getByRole('button', { name: t.remove }));
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName(t.confirmTitle);
    // The safe answer has focus first.
    await expect(within(dialog).getByRole('button', { name: t.cancel })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: t.remove }));
    await expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};
const onConfirm = fn();

/**
 * A confirmation opened by its caller (`isOpen`), for an action whose button belongs to another
 * component (an address card's delete): no trigger of its own.
 */
function ControlledConfirmation({ locale }: { locale: 'ar' | 'en' }) {
  const t = copy[locale];
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        {t.remove}
      </Button>
      <AlertDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={t.confirmTitle}
        confirmLabel={t.remove}
        cancelLabel={t.cancel}
        onConfirm={onControlledConfirm}
        tone="danger"
      >
        {t.confirmBody}
      </AlertDialog>
    </>
  );
}
const onControlledConfirm = fn();

export const ConfirmOpenedByItsCaller: Story = {
  args: { title: copy.ar.confirmTitle },
  render: (_args, { globals }) => <ControlledConfirmation locale={loc(globals.locale)} />,
  play: async ({ globals }) => {
    const t = copy[loc(globals.locale)];
    onControlledConfirm.mockClear();
    // Kept: the safe answer closes it without confirming.
    await userEvent.click(body.getByRole('button', { name: t.remove }));
    let dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName(t.confirmTitle);
    await userEvent.click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(onControlledConfirm).not.toHaveBeenCalled();
    // Confirmed: the caller hears it and the dialog closes.
    await userEvent.click(body.getByRole('button', { name: t.remove }));
    dialog = await body.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: t.cancel })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: t.remove }));
    await expect(onControlledConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/**
 * A phone-sized window for `placement="auto"`. The story tests run in a desktop-sized page they
 * cannot resize, so the small-screen query is answered as a phone would answer it (a real
 * MediaQueryList that matches); every other query goes to the browser. The viewport global sizes
 * the preview when the story is opened in Storybook itself.
 */
const asOnAPhone = () => {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    original.call(window, query === SMALL_SCREEN_QUERY ? 'all' : query);
  return () => {
    window.matchMedia = original;
  };
};

export const AutoIsABottomSheetOnAPhone: Story = {
  args: { placement: 'auto' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: asOnAPhone,
  play: async ({ globals }) => {
    const t = copy[loc(globals.locale)];
    const { trigger, dialog } = await open(t.open);
    await expect(document.querySelector('[data-placement]')).toHaveAttribute(
      'data-placement',
      'bottom',
    );
    // A real bottom sheet, with the grip that drags it closed (the drag stories above test it).
    await expect(document.querySelector('[data-sheet-handle]')).not.toBeNull();
    const box = document.querySelector('[data-placement]')?.getBoundingClientRect();
    await expect(box?.bottom).toBe(window.innerHeight);
    // Escape once focus is inside (before that, the key goes to the page).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Focus comes back on the next animation frame, which a background test page may delay.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const AutoIsCentredOnAWideScreen: Story = {
  args: { placement: 'auto' },
  play: async ({ globals }) => {
    const t = copy[loc(globals.locale)];
    await open(t.open);
    // The test pages are at least tablet-wide.
    await expect(window.matchMedia(SMALL_SCREEN_QUERY).matches).toBe(false);
    await expect(document.querySelector('[data-placement]')).toHaveAttribute(
      'data-placement',
      'center',
    );
    await expect(document.querySelector('[data-sheet-handle]')).toBeNull();
  },
};
