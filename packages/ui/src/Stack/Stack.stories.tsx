import { Stack } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const items = {
  ar: ['غرفة المعيشة', 'غرفة النوم', 'غرفة السفرة'],
  en: ['Living room', 'Bedroom', 'Dining room'],
} as const;
const Block = ({ children }: { children: string }) => (
  <div style={{ padding: '0.5rem', border: '1px dashed currentColor' }}>{children}</div>
);

const meta = {
  title: 'Foundations/Stack',
  component: Stack,
  args: { children: null, gap: 'md' },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => (
    <Stack {...args}>
      {items[globals.locale === 'en' ? 'en' : 'ar'].map((item) => (
        <Block key={item}>{item}</Block>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const [first, second] = Array.from(
      canvasElement.querySelectorAll<HTMLElement>(':scope > div > div'),
    );
    const gap = second!.getBoundingClientRect().top - first!.getBoundingClientRect().bottom;
    // `md` is 1rem.
    await expect(gap).toBe(16);
  },
};

export const AlignedToStart: Story = {
  args: { align: 'start', gap: 'xs' },
  render: (args, { globals }) => (
    <Stack {...args}>
      {items[globals.locale === 'en' ? 'en' : 'ar'].map((item) => (
        <Block key={item}>{item}</Block>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement, globals }) => {
    const stack = canvasElement.querySelector<HTMLElement>(':scope > div')!;
    const child = stack.firstElementChild!.getBoundingClientRect();
    const box = stack.getBoundingClientRect();
    // Start is the right edge in Arabic and the left edge in English.
    if (globals.dir === 'rtl') await expect(Math.round(box.right - child.right)).toBe(0);
    else await expect(Math.round(child.left - box.left)).toBe(0);
  },
};
