import { Button, NavigationProgress } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';

const copy = {
  ar: { label: 'جارٍ التحميل', go: 'افتح صفحة المنتج', done: 'وصلت الصفحة' },
  en: { label: 'Loading', go: 'Open the product page', done: 'The page arrived' },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const meta = {
  title: 'Patterns/NavigationProgress',
  component: NavigationProgress,
  args: { active: true, label: copy.ar.label },
} satisfies Meta<typeof NavigationProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A navigation under way: the bar along the top of the window, named for screen readers. */
export const Pending: Story = {
  render: (args, { globals }) => (
    <NavigationProgress {...args} label={copy[loc(globals.locale)].label} />
  ),
  play: async ({ canvas, globals }) => {
    const bar = canvas.getByRole('progressbar', { name: copy[loc(globals.locale)].label });
    const box = bar.getBoundingClientRect();
    // Across the whole window, at its top, thin.
    await expect(box.top).toBe(0);
    await expect(Math.round(box.width)).toBe(document.documentElement.clientWidth);
    await expect(box.height).toBe(3);
  },
};

/** As an app uses it: shown while its router's navigation is pending, gone when the page is in. */
export const WhileNavigating: Story = {
  render: (_args, { globals }) => {
    const t = copy[loc(globals.locale)];
    function Page() {
      const [pending, setPending] = useState(false);
      return (
        <>
          <NavigationProgress active={pending} label={t.label} />
          <Button onPress={() => setPending((value) => !value)}>{pending ? t.done : t.go}</Button>
        </>
      );
    }
    return <Page />;
  },
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t.go }));
    await expect(canvas.getByRole('progressbar', { name: t.label })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.done }));
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
