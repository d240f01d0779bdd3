import { Columns } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const copy = {
  ar: {
    image: 'صورة المنتج',
    details:
      'كنبة ثلاثية من خشب الزان المصري مع وسائد من الكتان المغسول، مصنوعة يدويًا في دمياط ومتاحة بثلاثة ألوان.',
  },
  en: {
    image: 'Product photo',
    details:
      'Three-seat sofa in Egyptian beech with washed-linen cushions, handmade in Damietta and available in three colours.',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
const Panel = ({ children }: { children: string }) => (
  <div style={{ padding: '0.5rem', border: '1px dashed currentColor' }}>{children}</div>
);

const meta = {
  title: 'Foundations/Columns',
  component: Columns,
  args: { children: null, gap: 'lg' },
  render: (args, { globals }) => (
    <Columns {...args}>
      <Panel>{copy[loc(globals.locale)].image}</Panel>
      <Panel>{copy[loc(globals.locale)].details}</Panel>
    </Columns>
  ),
} satisfies Meta<typeof Columns>;
export default meta;
type Story = StoryObj<typeof meta>;

const panels = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>(':scope > div > div')).map((panel) =>
    panel.getBoundingClientRect(),
  );

export const SideBySide: Story = {
  play: async ({ canvasElement, globals }) => {
    const [first, second] = panels(canvasElement);
    // Equal widths, whatever the content.
    await expect(Math.round(first!.width)).toBe(Math.round(second!.width));
    await expect(first!.top).toBe(second!.top);
    // The first column is at the inline start: right in Arabic, left in English; `lg` is 1.5rem.
    const gap = globals.dir === 'rtl' ? first!.left - second!.right : second!.left - first!.right;
    await expect(Math.round(gap)).toBe(24);
  },
};

export const CollapsedOnMobile: Story = {
  args: { collapseBelow: 'tablet' },
  render: (args, { globals }) => (
    <div style={{ inlineSize: '20rem' }}>
      <Columns {...args}>
        <Panel>{copy[loc(globals.locale)].image}</Panel>
        <Panel>{copy[loc(globals.locale)].details}</Panel>
      </Columns>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const columns = canvasElement.querySelector<HTMLElement>(':scope > div > div')!;
    // Below the tablet breakpoint (768px) the columns stack; wider, they sit side by side.
    const stacked = window.innerWidth < 768;
    await expect(getComputedStyle(columns).flexDirection).toBe(stacked ? 'column' : 'row');
  },
};
