import { Button, PasswordField } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

const copy = {
  ar: {
    password: 'كلمة المرور',
    newPassword: 'كلمة المرور الجديدة',
    rules: '٨ أحرف على الأقل، بالإنجليزية ومن غير مسافات.',
    show: 'إظهار كلمة المرور',
    noSpaces: 'لا يمكن أن تحتوي كلمة المرور على مسافات.',
    englishOnly: 'يجب أن تكون كلمة المرور بالإنجليزية: حروف لاتينية وأرقام ورموز.',
    tooShort: 'من فضلك أدخل ٨ أحرف على الأقل.',
    server: 'كلمة المرور شائعة جدًا، اختر كلمة أصعب.',
    save: 'حفظ',
    long: 'كلمة المرور الحالية التي استخدمتها آخر مرة لتسجيل الدخول إلى حسابك في دار',
    longHelp:
      'لن نطلب منك كلمة المرور أبدًا في رسالة أو مكالمة هاتفية؛ إن نسيتها فاطلب رمز استعادة يصلك على بريدك الإلكتروني.',
  },
  en: {
    password: 'Password',
    newPassword: 'New password',
    rules: 'At least 8 characters, in English and without spaces.',
    show: 'Show password',
    noSpaces: 'Password cannot contain spaces.',
    englishOnly: 'Password should be in English: Latin letters, digits and symbols.',
    tooShort: 'Please enter at least 8 characters.',
    server: 'This password is too common; choose a harder one.',
    save: 'Save',
    long: 'The current password you last used to sign in to your Dar account',
    longHelp:
      'We will never ask for your password in a message or a phone call; if you forgot it, request a recovery code by email.',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const meta = {
  title: 'Controls/PasswordField',
  component: PasswordField,
  args: { label: copy.ar.password, onChange: fn() },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAndHide: Story = {
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '22rem' }}>
      <PasswordField {...args} label={copy[loc(globals.locale)].password} />
    </div>
  ),
  play: async ({ canvas, globals, userEvent }) => {
    const t = copy[loc(globals.locale)];
    const input = canvas.getByLabelText(t.password, { selector: 'input' });
    const toggle = canvas.getByRole('button', { name: t.show });
    await userEvent.type(input, 'Sofa2026!');
    await expect(input).toHaveAttribute('type', 'password');
    // English-only text runs left to right even on an Arabic page.
    await expect(input).toHaveAttribute('dir', 'ltr');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveValue('Sofa2026!');
    // The keyboard works too: Tab from the field reaches the toggle.
    await userEvent.click(input);
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    toggle.blur();
    await userEvent.unhover(toggle);
  },
};

export const Rules: Story = {
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ maxInlineSize: '22rem' }}>
        <PasswordField
          {...args}
          label={t.newPassword}
          description={t.rules}
          autoComplete="new-password"
          minLength={8}
        />
      </div>
    );
  },
  play: async ({ canvas, globals, userEvent }) => {
    const t = copy[loc(globals.locale)];
    const input = canvas.getByLabelText(t.newPassword, { selector: 'input' });
    // Each rule is checked when the shopper leaves the field, in the shop's language.
    const enter = async (value: string) => {
      await userEvent.clear(input);
      if (value) await userEvent.type(input, value);
      await userEvent.tab();
    };
    await enter('my sofa');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText(t.noSpaces)).toBeVisible();
    await enter('كنبة2026');
    await waitFor(() => expect(canvas.getByText(t.englishOnly)).toBeVisible());
    await enter('Sofa1');
    await waitFor(() => expect(canvas.getByText(t.tooShort)).toBeVisible());
    await enter('Sofa12345');
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    await expect(input).toHaveAccessibleDescription(t.rules);
    // Ends showing a mistake, for the screenshot.
    await enter('my sofa');
    await waitFor(() => expect(input).toHaveAccessibleDescription(`${t.rules} ${t.noSpaces}`));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ServerError: Story = {
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <form style={{ display: 'grid', gap: '1rem', maxInlineSize: '22rem' }}>
        <PasswordField
          {...args}
          label={t.newPassword}
          autoComplete="new-password"
          defaultValue="password"
          isInvalid
          errorMessage={t.server}
        />
        <div>
          <Button variant="secondary">{t.save}</Button>
        </div>
      </form>
    );
  },
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const input = canvas.getByLabelText(t.newPassword, { selector: 'input' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(t.server);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Sofa2026!' },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '22rem' }}>
      <PasswordField {...args} label={copy[loc(globals.locale)].password} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    await expect(canvas.getByLabelText(t.password, { selector: 'input' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t.show })).toBeDisabled();
  },
};

export const LongArabicText: Story = {
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ maxInlineSize: '18rem' }}>
        <PasswordField {...args} label={t.long} description={t.longHelp} />
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const input = canvas.getByLabelText(t.long, { selector: 'input' });
    const toggle = canvas.getByRole('button', { name: t.show });
    // The toggle stays inside the field's edge at its end however long the label.
    const field = input.parentElement!.getBoundingClientRect();
    const button = toggle.getBoundingClientRect();
    await expect(button.left).toBeGreaterThanOrEqual(field.left);
    await expect(button.right).toBeLessThanOrEqual(field.right);
    const atEnd =
      globals.dir === 'ltr' ? button.right > field.right - 40 : button.left < field.left + 40;
    await expect(atEnd).toBe(true);
  },
};
