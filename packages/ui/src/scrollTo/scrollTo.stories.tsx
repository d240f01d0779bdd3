import { Button, scrollToTarget } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

const copy = {
  ar: { go: 'اذهب إلى تعليمات العناية', care: 'تعليمات العناية', top: 'إلى أعلى الصفحة' },
  en: { go: 'Go to care instructions', care: 'Care instructions', top: 'Back to top' },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const meta = {
  title: 'Patterns/scrollToTarget',
  render: (_args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div>
        <Button onPress={() => scrollToTarget(document.getElementById('care') ?? 0)}>{t.go}</Button>
        {/* Room enough that the section starts far below the window. */}
        <div style={{ blockSize: '1600px' }} />
        <h2 id="care">{t.care}</h2>
        <Button variant="secondary" onPress={() => scrollToTarget(0, { durationMs: 200 })}>
          {t.top}
        </Button>
        <div style={{ blockSize: '700px' }} />
      </div>
    );
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const ScrollsToASection: Story = {
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    await userEvent.click(canvas.getByRole('button', { name: t.go }));
    const heading = canvas.getByRole('heading', { name: t.care });
    // About half a second, then the section is at the top of the window.
    await waitFor(() => expect(Math.abs(heading.getBoundingClientRect().top)).toBeLessThan(2), {
      timeout: 1500,
    });
    await userEvent.click(canvas.getByRole('button', { name: t.top }));
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 1500 });
  },
};
