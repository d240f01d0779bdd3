import { LazyImage } from '@dar/ui';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { swatch } from '../../story-fixtures/products';

const copy = {
  ar: {
    sofa: 'كنبة ليلى ثلاثية المقاعد بقماش بيج، منظر أمامي',
    chair: 'كرسي بذراعين من خشب الزان',
    scroll: 'انزل لأسفل لترى الصورة: لا تُحمَّل قبل أن تقترب من الشاشة.',
    long: 'طقم صالون مذهّب منحوت يدويًا من خشب الزان بقماش قطيفة مطرز باللون الأخضر الزيتوني وأرجل نحاسية، منظر جانبي في غرفة استقبال',
  },
  en: {
    sofa: 'Layla three-seat sofa in beige fabric, front view',
    chair: 'Beech wood armchair',
    scroll: 'Scroll down to the picture: it does not load before it comes near the screen.',
    long: 'Hand-carved gilded salon set in beech with olive-green embroidered velvet and brass legs, side view in a reception room',
  },
} as const;

type Copy = Record<keyof (typeof copy)['en'], string>;
const t = ({ globals }: Pick<StoryContext, 'globals'>): Copy =>
  copy[globals.locale === 'en' ? 'en' : 'ar'];

const sofa = swatch('#efe6dc', '#9c5b3b');
const chair = swatch('#e7ece4', '#5f7a4e');
// Not an image at all: the browser fails to decode it, with no network involved.
const broken = 'data:image/png;base64,AAAA';

const frameOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-status]')!;

const meta = {
  title: 'Controls/LazyImage',
  component: LazyImage,
  args: { src: sofa, alt: '' },
} satisfies Meta<typeof LazyImage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Below the fold it waits, in its reserved space, and loads once scrolled into view. */
export const LoadsWhenScrolledIntoView: Story = {
  render: (args, context) => (
    <div style={{ maxInlineSize: '20rem' }}>
      <p style={{ margin: 0, blockSize: '150vh' }}>{t(context).scroll}</p>
      <LazyImage {...args} alt={t(context).sofa} rootMargin="0px" />
    </div>
  ),
  play: async ({ canvas, canvasElement, ...context }) => {
    const frame = frameOf(canvasElement);
    await expect(frame).toHaveAttribute('data-status', 'waiting');
    await expect(canvasElement.querySelector('img')).toBeNull();
    // Not requested yet, the picture is already there for a screen reader, by its name.
    await expect(canvas.getByRole('img', { name: t(context).sofa })).toBeInTheDocument();
    // Space is held at the final size from the start: nothing below will move.
    const before = frame.getBoundingClientRect();
    await expect(Math.round((before.width * 3) / 4)).toBe(Math.round(before.height));

    frame.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(frame).toHaveAttribute('data-status', 'loaded'));
    const image = canvas.getByRole('img', { name: t(context).sofa });
    // It fades in over the motion token's duration.
    await waitFor(() => expect(image).toBeVisible());
    await expect(frame.getBoundingClientRect().height).toBe(before.height);
    window.scrollTo(0, 0);
  },
};

/** The first picture a shopper sees: requested at once, with high priority. */
export const Priority: Story = {
  render: (args, context) => (
    <div style={{ maxInlineSize: '20rem' }}>
      <LazyImage {...args} alt={t(context).sofa} priority />
    </div>
  ),
  play: async ({ canvas, canvasElement, ...context }) => {
    const image = canvas.getByRole('img', { name: t(context).sofa });
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('loading', 'eager');
    await waitFor(() => expect(frameOf(canvasElement)).toHaveAttribute('data-status', 'loaded'));
  },
};

export const SquareContained: Story = {
  render: (args, context) => (
    <div style={{ maxInlineSize: '12rem' }}>
      <LazyImage {...args} src={chair} alt={t(context).chair} aspectRatio={1} fit="contain" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    await waitFor(() => expect(frame).toHaveAttribute('data-status', 'loaded'));
    const { width, height } = frame.getBoundingClientRect();
    await expect(width).toBe(height);
    await expect(getComputedStyle(canvasElement.querySelector('img')!).objectFit).toBe('contain');
  },
};

/**
 * A picture that fails shows a neutral frame of the same size; screen readers still hear what it
 * was (here a long Arabic description), and that it is unavailable.
 */
export const ErrorFallback: Story = {
  render: (args, context) => (
    <div style={{ maxInlineSize: '20rem' }}>
      <LazyImage {...args} src={broken} alt={t(context).long} priority />
    </div>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const frame = frameOf(canvasElement);
    await waitFor(() => expect(frame).toHaveAttribute('data-status', 'error'));
    await expect(canvasElement.querySelector('img')).toBeNull();
    const unavailable = globals.locale === 'en' ? 'Image not available' : 'الصورة غير متاحة';
    const fallback = canvas.getByRole('img', { name: `${t({ globals }).long} (${unavailable})` });
    await expect(fallback).toBeVisible();
    const { width, height } = frame.getBoundingClientRect();
    await expect(Math.round((width * 3) / 4)).toBe(Math.round(height));
  },
};
