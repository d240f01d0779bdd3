import { Grid } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const rooms = {
  ar: ['غرف المعيشة', 'غرف النوم', 'غرف السفرة', 'المكاتب', 'غرف الأطفال', 'الحدائق والشرفات'],
  en: [
    'Living rooms',
    'Bedrooms',
    'Dining rooms',
    'Offices',
    'Kids’ rooms',
    'Gardens and balconies',
  ],
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const meta = {
  title: 'Foundations/Grid',
  component: Grid,
  args: { children: null, columns: 3, gap: 'md' },
  render: (args, { globals }) => (
    <Grid {...args}>
      {rooms[loc(globals.locale)].map((room) => (
        <div key={room} style={{ padding: '0.5rem', border: '1px dashed currentColor' }}>
          {room}
        </div>
      ))}
    </Grid>
  ),
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

const cells = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>(':scope > * > *')).map((cell) =>
    cell.getBoundingClientRect(),
  );

export const ThreeColumns: Story = {
  play: async ({ canvasElement, globals }) => {
    const [first, second, third, fourth] = cells(canvasElement);
    await expect(first!.top).toBe(third!.top);
    await expect(fourth!.top).toBeGreaterThan(first!.bottom);
    await expect(Math.round(first!.width)).toBe(Math.round(third!.width));
    // Cells fill in reading order: right to left in Arabic.
    if (globals.dir === 'rtl') await expect(second!.right).toBeLessThan(first!.left);
    else await expect(second!.left).toBeGreaterThan(first!.right);
  },
};

export const ResponsiveList: Story = {
  args: { as: 'ul', columns: { mobile: 2, tablet: 3 }, gap: 'sm' },
  render: (args, { globals }) => (
    <Grid {...args}>
      {rooms[loc(globals.locale)].map((room) => (
        <li key={room} style={{ padding: '0.5rem', border: '1px dashed currentColor' }}>
          {room}
        </li>
      ))}
    </Grid>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    const [first, , third] = cells(canvasElement);
    // Two per row on phones, three from the tablet breakpoint.
    const perRow = window.innerWidth >= 768 ? 3 : 2;
    await expect(third!.top === first!.top).toBe(perRow === 3);
  },
};
