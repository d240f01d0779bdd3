import { Countdown } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const meta = {
  title: 'Patterns/Countdown',
  component: Countdown,
  args: { durationMs: 2000, onDone: fn() },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The code-resend timer, shortened to two seconds so the story runs quickly. */
export const CountsDownToZero: Story = {
  play: async ({ args, canvas, globals }) => {
    const ar = loc(globals.locale) === 'ar';
    const timer = canvas.getByRole('timer');
    await waitFor(() => expect(timer).toHaveTextContent(ar ? '٠:٠١' : '0:01'), { timeout: 1500 });
    await expect(args.onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await expect(timer).toHaveTextContent(ar ? '٠:٠٠' : '0:00');
  },
};

export const AlreadyOver: Story = {
  args: { durationMs: 0 },
  play: async ({ args, canvas, globals }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(
      loc(globals.locale) === 'ar' ? '٠:٠٠' : '0:00',
    );
    // A finished countdown reports at once.
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
  },
};
