import { SpinningWheel, type WheelItem } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

const prizes = {
  ar: [
    { id: 'sofa-10', label: 'خصم ١٠٪ على الكنب' },
    { id: 'free-delivery', label: 'توصيل مجاني' },
    { id: 'cushion', label: 'خدادية هدية' },
    { id: 'try-again', label: 'حظ أوفر' },
    { id: 'bed-15', label: 'خصم ١٥٪ على السراير' },
    { id: 'lamp', label: 'أباجورة هدية' },
  ],
  en: [
    { id: 'sofa-10', label: '10% off sofas' },
    { id: 'free-delivery', label: 'Free delivery' },
    { id: 'cushion', label: 'Free cushion' },
    { id: 'try-again', label: 'Try again' },
    { id: 'bed-15', label: '15% off beds' },
    { id: 'lamp', label: 'Free lamp' },
  ],
} as const satisfies Record<string, WheelItem[]>;
const copy = {
  ar: { spin: 'أدر العجلة', result: (label: string) => `توقفت العجلة عند: ${label}` },
  en: { spin: 'Spin the wheel', result: (label: string) => `The wheel stopped on: ${label}` },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

/** The segment drawn under the pointer's tip, found the way a shopper sees it: by position. */
const segmentUnderPointer = (canvasElement: HTMLElement) => {
  const wheel = canvasElement.querySelector('svg[data-rotation]');
  if (!wheel) throw new Error('no wheel');
  // The frame around the wheel: the turned drawing's own box grows with its angle.
  const box = (wheel.parentElement ?? wheel).getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height * 0.12);
  return hit?.closest('[data-id]')?.getAttribute('data-id');
};

const meta = {
  title: 'Patterns/SpinningWheel',
  component: SpinningWheel,
  args: { items: prizes.ar, onResult: fn(), durationMs: 800 },
  render: (args, { globals }) => <SpinningWheel {...args} items={prizes[loc(globals.locale)]} />,
} satisfies Meta<typeof SpinningWheel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeSpinning: Story = {
  play: async ({ canvas, canvasElement, globals, args }) => {
    await expect(
      canvas.getByRole('button', { name: copy[loc(globals.locale)].spin }),
    ).toBeEnabled();
    await expect(segmentUnderPointer(canvasElement)).toBe('sofa-10');
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

export const LandsOnTheChosenItem: Story = {
  args: { winnerId: 'free-delivery' },
  play: async ({ canvas, canvasElement, globals, args }) => {
    const locale = loc(globals.locale);
    const t = copy[locale];
    const button = canvas.getByRole('button', { name: t.spin });
    await userEvent.click(button);
    // Still focused while it turns (busy, not disabled): a dialog around it keeps Escape and
    // its focus.
    await expect(button).toHaveFocus();
    const winner = prizes[locale][1];
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith(winner), { timeout: 3000 });
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await expect(button).toHaveFocus();
    // Announced to screen readers, and drawn under the pointer.
    await expect(canvas.getByText(t.result(winner.label))).toHaveAttribute('aria-live', 'polite');
    await expect(segmentUnderPointer(canvasElement)).toBe('free-delivery');
    const rotation = Number(
      canvasElement.querySelector('svg[data-rotation]')?.getAttribute('data-rotation'),
    );
    await expect(rotation).toBeGreaterThanOrEqual(3 * 360);

    // A second spin turns on from there and lands on the same prize again.
    await userEvent.click(canvas.getByRole('button', { name: t.spin }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledTimes(2), { timeout: 3000 });
    await expect(segmentUnderPointer(canvasElement)).toBe('free-delivery');
  },
};

export const RandomItem: Story = {
  // Where it stops differs on every run: no picture to compare.
  tags: ['no-visual'],
  play: async ({ canvas, canvasElement, globals, args }) => {
    const locale = loc(globals.locale);
    await userEvent.click(canvas.getByRole('button', { name: copy[locale].spin }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledTimes(1), { timeout: 3000 });
    // Whatever it drew under the pointer is what it reported and announced.
    const shown = prizes[locale].find((prize) => prize.id === segmentUnderPointer(canvasElement));
    if (!shown) throw new Error('no segment under the pointer');
    await expect(args.onResult).toHaveBeenCalledWith(shown);
    await expect(canvas.getByText(copy[locale].result(shown.label))).toBeVisible();
  },
};
