import { Inline } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const tags = {
  ar: ['خشب زان', 'قماش كتان', 'أرجل نحاسية', 'صناعة مصرية', 'ضمان سنتين', 'توصيل مجاني'],
  en: [
    'Beech wood',
    'Linen fabric',
    'Brass legs',
    'Made in Egypt',
    'Two-year warranty',
    'Free delivery',
  ],
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
const Tag = ({ children }: { children: string }) => (
  <span style={{ padding: '0.25rem 0.5rem', border: '1px dashed currentColor' }}>{children}</span>
);

const meta = {
  title: 'Foundations/Inline',
  component: Inline,
  args: { children: null, gap: 'sm' },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '20rem', outline: '1px dotted currentColor' }}>
      <Inline {...args}>
        {tags[loc(globals.locale)].map((tag) => (
          <Tag key={tag}>{tag}</Tag>
        ))}
      </Inline>
    </div>
  ),
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

const tagsOf = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('span'));

export const Wrapping: Story = {
  play: async ({ canvasElement, globals }) => {
    const [first, second] = tagsOf(canvasElement).map((tag) => tag.getBoundingClientRect());
    const last = tagsOf(canvasElement).at(-1)!.getBoundingClientRect();
    // Reading order: the second tag follows the first towards the inline end, `sm` (0.75rem) apart.
    const gap = globals.dir === 'rtl' ? first!.left - second!.right : second!.left - first!.right;
    await expect(Math.round(gap)).toBe(12);
    // Too many for one line: the last tag wraps below.
    await expect(last.top).toBeGreaterThan(first!.bottom);
  },
};

export const AlignedToEnd: Story = {
  args: { align: 'end' },
  play: async ({ canvasElement, globals }) => {
    const inline = canvasElement.querySelector<HTMLElement>(':scope > div > div')!;
    const box = inline.getBoundingClientRect();
    const first = tagsOf(canvasElement)[0]!.getBoundingClientRect();
    // The first line ends flush with the inline end: the left edge in Arabic, the right in English.
    const lastOnFirstLine = tagsOf(canvasElement)
      .map((tag) => tag.getBoundingClientRect())
      .filter((rect) => rect.top === first.top)
      .at(-1)!;
    if (globals.dir === 'rtl') await expect(Math.round(lastOnFirstLine.left - box.left)).toBe(0);
    else await expect(Math.round(box.right - lastOnFirstLine.right)).toBe(0);
  },
};
