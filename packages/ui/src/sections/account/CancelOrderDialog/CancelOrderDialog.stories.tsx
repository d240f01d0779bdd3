import { CANCEL_ORDER_FRAGMENT, CancelOrderDialog, type CancellationReasonCode } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { locale, text } from '../story-text';

const body = within(document.body);

/**
 * The dialog as the details page wires it: confirming sends the reason, the "server" answers after
 * a moment (pending meanwhile), and the dialog closes once the order is cancelled, or stays open
 * with the error when `fails`.
 */
function WithServer({
  onConfirm,
  language,
  fails = false,
}: {
  onConfirm: (reason: CancellationReasonCode) => void;
  language: 'ar' | 'en';
  fails?: boolean;
}) {
  const [isOpen, setOpen] = useState(false);
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <CancelOrderDialog
      orderCode="DAR-1042"
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        setError(null);
      }}
      isPending={isPending}
      error={error}
      onConfirm={(reason) => {
        onConfirm(reason);
        setPending(true);
        setTimeout(() => {
          setPending(false);
          if (fails) setError(notCancellable[language]);
          else setOpen(false);
        }, 1000);
      }}
    />
  );
}

/** The server's OrderNotCancellableError message, as it answers in each language. */
const notCancellable = {
  ar: 'تم شحن هذا الطلب ولا يمكن إلغاؤه. يُرجى التواصل مع خدمة العملاء على 16358.',
  en: 'This order has shipped and can no longer be cancelled. Please contact customer care on 16358.',
};

const meta = {
  title: 'Sections/Account/CancelOrderDialog',
  component: CancelOrderDialog,
  args: { orderCode: 'DAR-1042', onConfirm: fn() },
} satisfies Meta<typeof CancelOrderDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The whole flow: a reason must be chosen; "keep order" closes without cancelling; confirming
 * sends the reason's code, waits, and closes when the order is cancelled.
 */
export const Default: Story = {
  render: (args, { globals }) => (
    <WithServer onConfirm={args.onConfirm} language={locale(globals.locale)} />
  ),
  play: async ({ canvas, globals, args, userEvent }) => {
    const t = (key: Parameters<typeof text>[1], values?: Record<string, string>) =>
      text(globals.locale, key, values);
    const open = canvas.getByRole('button', { name: t('account.cancel.open') });
    // Before the page's scripts have run, a press asks for the page again with the request.
    await expect(open.closest('form')).toHaveAttribute('action', `#${CANCEL_ORDER_FRAGMENT}`);
    await expect(open).toHaveAttribute('aria-haspopup', 'dialog');

    // "Keep order" closes without a call, and focus is back on the button.
    await userEvent.click(open);
    let dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName(t('account.cancel.title', { code: 'DAR-1042' }));
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: t('account.cancel.keep') }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(open).toHaveFocus());
    await expect(open).toHaveAttribute('aria-expanded', 'false');

    // Confirming without a reason asks for one.
    await userEvent.click(open);
    dialog = await body.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: t('account.cancel.confirm') });
    await userEvent.click(confirm);
    await expect(await within(dialog).findByText(t('ui.field.selectionMissing'))).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    const reasons = within(dialog).getByRole('radiogroup', {
      name: t('account.cancel.reasonLabel'),
    });
    await expect(within(reasons).getAllByRole('radio')).toHaveLength(7);

    // With a reason, the code goes to the caller and the dialog waits for the answer.
    await userEvent.click(
      within(reasons).getByRole('radio', { name: t('account.cancel.reason.SHIPPING_TOO_SLOW') }),
    );
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith('SHIPPING_TOO_SLOW');
    await waitFor(() =>
      expect(
        within(dialog).getByRole('progressbar', { name: t('account.cancel.pending') }),
      ).toBeInTheDocument(),
    );
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/**
 * Back from a press made before the page's scripts had run: the address asks for the dialog,
 * which opens by itself once, from its button, and the request leaves the address.
 */
export const AskedBeforeHydration: Story = {
  render: (args, { globals }) => (
    <WithServer onConfirm={args.onConfirm} language={locale(globals.locale)} />
  ),
  beforeEach: () => {
    const { pathname, search } = window.location;
    window.history.replaceState(
      window.history.state,
      '',
      `${pathname}${search}#${CANCEL_ORDER_FRAGMENT}`,
    );
    return () => window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  },
  play: async ({ canvas, globals, userEvent }) => {
    const t = (key: Parameters<typeof text>[1], values?: Record<string, string>) =>
      text(globals.locale, key, values);
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName(t('account.cancel.title', { code: 'DAR-1042' }));
    await expect(window.location.hash).toBe('');
    await userEvent.click(within(dialog).getByRole('button', { name: t('account.cancel.keep') }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('account.cancel.open') })).toHaveFocus(),
    );
  },
};

/** Waiting for the server: the reason is locked and neither button acts. */
export const Pending: Story = {
  args: { isOpen: true, isPending: true },
  play: async ({ globals, args }) => {
    const dialog = await body.findByRole('alertdialog');
    await expect(
      within(dialog).getByRole('progressbar', {
        name: text(globals.locale, 'account.cancel.pending'),
      }),
    ).toBeInTheDocument();
    for (const radio of within(dialog).getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(
      within(dialog).getByRole('button', { name: text(globals.locale, 'account.cancel.confirm') }),
    ).toBeDisabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(
      within(dialog).getByRole('button', { name: text(globals.locale, 'account.cancel.keep') }),
    ).toBeDisabled();
  },
};

/** The server refused (the order shipped meanwhile): its message shows, the choice stays. */
export const ErrorState: Story = {
  render: (args, { globals }) => (
    <WithServer onConfirm={args.onConfirm} language={locale(globals.locale)} fails />
  ),
  play: async ({ canvas, globals, args, userEvent }) => {
    const t = (key: Parameters<typeof text>[1]) => text(globals.locale, key);
    await userEvent.click(canvas.getByRole('button', { name: t('account.cancel.open') }));
    const dialog = await body.findByRole('alertdialog');
    const reason = within(dialog).getByRole('radio', {
      name: t('account.cancel.reason.CHANGED_MIND'),
    });
    await userEvent.click(reason);
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('account.cancel.confirm') }),
    );
    await expect(args.onConfirm).toHaveBeenCalledWith('CHANGED_MIND');
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(notCancellable[locale(globals.locale)]);
    await expect(reason).toBeChecked();
    await expect(body.getByRole('alertdialog')).toBeVisible();
  },
};
