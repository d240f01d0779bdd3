import { CodeEntry, type AuthFailure } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { authFailures, catalogueText, storyLocale } from '../../../../story-fixtures/auth';

/** Says every code is wrong, as the storefront does with a failed `verifyPasswordResetCode`. */
function CodeEntryWithServer({
  failWith,
  onSubmit,
  onResend,
}: {
  failWith: AuthFailure;
  onSubmit: (code: string) => void;
  onResend: () => void;
}) {
  const [error, setError] = useState<AuthFailure>();
  return (
    <CodeEntry
      email="layla.hassan@example.com"
      resendAfterSeconds={0}
      onResend={onResend}
      error={error}
      onSubmit={(code) => {
        onSubmit(code);
        setError({ ...failWith });
      }}
    />
  );
}

const meta = {
  title: 'Sections/Auth/CodeEntry',
  component: CodeEntry,
  args: {
    email: 'layla.hassan@example.com',
    onSubmit: fn(),
    onResend: fn(),
    // Shortened from the server's minute so the story can wait for it.
    resendAfterSeconds: 3,
  },
} satisfies Meta<typeof CodeEntry>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const parts = (canvas: Canvas, locale: 'ar' | 'en') => ({
  group: canvas.getByRole('group', { name: catalogueText(locale, 'auth.code.label') }),
  boxes: Array.from({ length: 6 }, (_, index) =>
    canvas.getByRole('textbox', {
      name: catalogueText(locale, 'auth.code.digit', { index: index + 1, count: 6 }),
    }),
  ),
  verify: canvas.getByRole('button', {
    name: (name) => name.startsWith(catalogueText(locale, 'auth.code.submit')),
  }),
  resend: canvas.getByRole('button', { name: catalogueText(locale, 'auth.code.resend') }),
});
const values = (boxes: HTMLElement[]) => boxes.map((box) => (box as HTMLInputElement).value);

export const Default: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const { group, boxes, verify, resend } = parts(canvas, locale);
    // "Resend code" waits for the countdown.
    await expect(resend).toBeDisabled();
    await expect(canvas.getByRole('timer')).toBeVisible();
    await expect(group).toBeVisible();
    await expect(
      canvas.getByText(catalogueText(locale, 'auth.code.intro', { length: 6, email: args.email })),
    ).toBeVisible();

    // Typing moves on box by box.
    await userEvent.type(boxes[0]!, '48');
    await expect(values(boxes)).toEqual(['4', '8', '', '', '', '']);
    await expect(boxes[2]).toHaveFocus();
    // Backspace in an empty box clears the one before and goes back to it.
    await userEvent.keyboard('{Backspace}');
    await expect(boxes[1]).toHaveFocus();
    await expect(values(boxes)).toEqual(['4', '', '', '', '', '']);
    // Arabic-Indic digits are read as the same code.
    await userEvent.keyboard('٨');
    await expect(values(boxes)).toEqual(['4', '8', '', '', '', '']);

    // A pasted code fills all six boxes, wherever it is pasted.
    await userEvent.click(boxes[3]!);
    await userEvent.paste('482193');
    await expect(values(boxes)).toEqual(['4', '8', '2', '1', '9', '3']);
    await expect(boxes[5]).toHaveFocus();
    await userEvent.click(verify);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('482193');

    // Once the wait is over it asks again and starts a new wait.
    await waitFor(() => expect(resend).toBeEnabled());
    await expect(canvas.queryByRole('timer')).toBeNull();
    await userEvent.click(resend);
    await expect(args.onResend).toHaveBeenCalledOnce();
    await expect(resend).toBeDisabled();
    await expect(values(boxes)).toEqual(['', '', '', '', '', '']);
    await expect(boxes[0]).toHaveFocus();
    // Ends once the second wait is over, so the screenshot never catches a moving clock.
    await waitFor(() => expect(resend).toBeEnabled());
    boxes[0]!.blur();
  },
};

export const IncompleteCode: Story = {
  args: { resendAfterSeconds: 0 },
  play: async ({ args, canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const { group, boxes, verify } = parts(canvas, locale);
    await userEvent.type(boxes[0]!, '482');
    await userEvent.click(verify);
    const message = catalogueText(locale, 'auth.code.incomplete', { length: 6 });
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
    await expect(group).toHaveAccessibleDescription(message);
    await expect(boxes[3]).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    boxes[3]!.blur();
  },
};

export const WrongCode: Story = {
  render: (args) => (
    <CodeEntryWithServer
      failWith={authFailures.codeInvalid}
      onSubmit={args.onSubmit}
      onResend={args.onResend}
    />
  ),
  play: async ({ args, canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const { group, boxes, verify } = parts(canvas, locale);
    await userEvent.click(boxes[0]!);
    await userEvent.paste('482190');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('482190');
    const message = catalogueText(locale, 'shopError.resetCodeInvalid');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
    await expect(group).toHaveAccessibleDescription(message);
    // The digits stay, so one wrong digit is one keystroke to fix.
    await expect(values(boxes)).toEqual(['4', '8', '2', '1', '9', '0']);
    await expect(boxes[0]).toHaveAttribute('aria-invalid', 'true');
    await expect(verify).toBeEnabled();
    boxes[5]!.blur();
  },
};

export const ExpiredCode: Story = {
  args: { resendAfterSeconds: 0, error: authFailures.codeExpired },
  play: async ({ args, canvas, globals }) => {
    const locale = storyLocale(globals.locale);
    const { resend } = parts(canvas, locale);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      catalogueText(locale, 'shopError.resetCodeExpired'),
    );
    // An expired code is solved by a new one: resending is open at once here.
    await waitFor(() => expect(resend).toBeEnabled());
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

export const ExpiredResetToken: Story = {
  args: { resendAfterSeconds: 0, error: authFailures.tokenExpired },
  play: async ({ canvas, globals }) => {
    const locale = storyLocale(globals.locale);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      catalogueText(locale, 'shopError.resetTokenExpired'),
    );
  },
};

export const Pending: Story = {
  args: { resendAfterSeconds: 0, isPending: true },
  play: async ({ canvas, globals }) => {
    const locale = storyLocale(globals.locale);
    const { boxes, resend } = parts(canvas, locale);
    for (const box of boxes) await expect(box).toBeDisabled();
    await expect(resend).toBeDisabled();
    await expect(
      canvas.getByRole('progressbar', { name: catalogueText(locale, 'ui.loading') }),
    ).toBeInTheDocument();
  },
};

export const LongArabicText: Story = {
  args: {
    resendAfterSeconds: 0,
    email: 'abdelrahman.mahmoud.elsherif.family.account@example.com',
    error: authFailures.codeExpired,
  },
  render: (args) => (
    <div style={{ maxInlineSize: '18rem' }}>
      <CodeEntry {...args} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const locale = storyLocale(globals.locale);
    const { group, boxes } = parts(canvas, locale);
    // Six boxes fit the narrow column on one line, first digit on the left in both languages.
    const row = group.getBoundingClientRect();
    await expect(boxes[5]!.getBoundingClientRect().right).toBeLessThanOrEqual(row.right + 0.5);
    await expect(boxes[0]!.getBoundingClientRect().left).toBeLessThan(
      boxes[5]!.getBoundingClientRect().left,
    );
    await expect(boxes[0]!.getBoundingClientRect().top).toBe(boxes[5]!.getBoundingClientRect().top);
  },
};
