import { Heading } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const copy = {
  ar: {
    page: 'أثاثنا',
    section: 'وصل حديثًا',
    long: 'طقم كنب خشبي منحوت يدويًا بوسائد مطرزة وأرجل نحاسية مع طاولة قهوة مطابقة',
  },
  en: {
    page: 'Our furniture',
    section: 'New arrivals',
    long: 'Hand-carved wooden sofa set with embroidered cushions, brass legs and a matching coffee table',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const meta = {
  title: 'Foundations/Heading',
  component: Heading,
  args: { level: 1, children: copy.ar.page },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Levels: Story = {
  render: (_args, { globals }) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Heading level={1}>{copy[loc(globals.locale)].page}</Heading>
      <Heading level={2}>{copy[loc(globals.locale)].section}</Heading>
      <Heading level={3}>{copy[loc(globals.locale)].section}</Heading>
      <Heading level={4}>{copy[loc(globals.locale)].section}</Heading>
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = [1, 2, 3, 4].map((level) =>
      parseFloat(getComputedStyle(canvas.getByRole('heading', { level })).fontSize),
    );
    // Each level reads smaller than the one above it.
    await expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    await expect(new Set(sizes).size).toBe(4);
  },
};

export const LevelAndSizeApart: Story = {
  render: (_args, { globals }) => (
    <Heading level={2} size="xl">
      {copy[loc(globals.locale)].section}
    </Heading>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
};

export const LongArabicText: Story = {
  render: (_args, { globals }) => (
    <div style={{ maxInlineSize: '20rem' }}>
      <Heading level={2}>{copy[loc(globals.locale)].long}</Heading>
    </div>
  ),
};
