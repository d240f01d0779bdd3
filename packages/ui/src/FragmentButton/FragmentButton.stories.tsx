import { FragmentButton } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';

const copy = {
  ar: { add: 'إضافة عنوان', opened: 'فُتح النموذج مرة واحدة' },
  en: { add: 'Add address', opened: 'The form opened once' },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
const FRAGMENT = 'add-address';

const meta = {
  title: 'Patterns/FragmentButton',
  component: FragmentButton,
} satisfies Meta<typeof FragmentButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the press opens stands for a dialog: a line saying how many times it opened. */
function AddAddress({ locale }: { locale: 'ar' | 'en' }) {
  const [opened, setOpened] = useState(0);
  return (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <FragmentButton fragment={FRAGMENT} onPress={() => setOpened((count) => count + 1)}>
        {copy[locale].add}
      </FragmentButton>
      <output>{opened === 1 ? copy[locale].opened : ''}</output>
    </div>
  );
}

/**
 * Hydrated, as here: a press runs `onPress` in place and the form is not sent. Before the page's
 * scripts have run, the same press is the form's: it asks for the page again at `?#add-address`.
 * The form adds no box: the button lays out as it would alone.
 */
export const HydratedPress: Story = {
  args: { fragment: FRAGMENT, onPress: () => {}, children: null },
  render: (_args, { globals }) => <AddAddress locale={loc(globals.locale)} />,
  play: async ({ canvas, canvasElement, globals }) => {
    const t = copy[loc(globals.locale)];
    const form = canvasElement.querySelector('form')!;
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', `#${FRAGMENT}`);
    const button = canvas.getByRole('button', { name: t.add });
    await userEvent.click(button);
    await expect(canvas.getByText(t.opened)).toBeVisible();
    await expect(button).toHaveFocus();
    await expect(window.location.hash).toBe('');
  },
};

/**
 * Back from a press made before hydration: the address asks for it, so once hydrated the button
 * is pressed once by itself, takes focus, and the request leaves the address.
 */
export const AskedBeforeHydration: Story = {
  args: HydratedPress.args,
  render: HydratedPress.render,
  beforeEach: () => {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}#${FRAGMENT}`);
    return () => window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  },
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    await waitFor(() => expect(canvas.getByText(t.opened)).toBeVisible());
    await expect(canvas.getByRole('button', { name: t.add })).toHaveFocus();
    await expect(window.location.hash).toBe('');
  },
};
