import { Gallery, type GalleryImage } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * Flat pictures drawn inline (no network, no fonts): a different colour and number of bars each,
 * so every screenshot is the same and each picture is told apart at a glance.
 */
const picture = (background: string, bars: number, viewBox = '0 0 400 300') =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"><rect width="400" height="300" fill="${background}"/>${Array.from(
      { length: bars },
      (_, i) => `<rect x="${40 + i * 50}" y="90" width="30" height="120" fill="#fff"/>`,
    ).join('')}</svg>`,
  )}`;
/** The thumbnail: the picture's middle square, as the asset server's `thumb` preset crops it. */
const thumbnail = (background: string, bars: number) => picture(background, bars, '50 0 300 300');
const colours = ['#8a5a44', '#5f6b4e', '#3f5a73', '#7a4a6b', '#9a7b2f', '#4d4d4d'];

const copy = {
  ar: {
    label: 'صور المنتج',
    alt: (n: number) => `كنبة النيل، الصورة ${n}`,
    position: (n: string, total: string) => `الصورة ${n} من ${total}`,
    previous: 'الصورة السابقة',
    next: 'الصورة التالية',
    zoom: 'تكبير الصورة',
    more: (n: string) => `عرض صور أكثر (${n})`,
    fewer: 'عرض صور أقل',
    close: 'إغلاق',
    digits: new Intl.NumberFormat('ar-EG'),
    // The arrow pointing to the end of an Arabic line.
    onKey: '{ArrowLeft}',
    backKey: '{ArrowRight}',
  },
  en: {
    label: 'Product images',
    alt: (n: number) => `Nile sofa, picture ${n}`,
    position: (n: string, total: string) => `Image ${n} of ${total}`,
    previous: 'Previous image',
    next: 'Next image',
    zoom: 'Zoom image',
    more: (n: string) => `Show more images (${n})`,
    fewer: 'Show fewer images',
    close: 'Close',
    digits: new Intl.NumberFormat('en-US'),
    onKey: '{ArrowRight}',
    backKey: '{ArrowLeft}',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
const texts = (locale: unknown) => {
  const t = copy[loc(locale)];
  return { ...t, at: (n: number) => t.position(t.digits.format(n), t.digits.format(COUNT)) };
};

const COUNT = 6;
const imagesFor = (locale: unknown): GalleryImage[] =>
  colours.map((colour, i) => ({
    src: picture(colour, i + 1),
    thumbnailSrc: thumbnail(colour, i + 1),
    alt: copy[loc(locale)].alt(i + 1),
  }));

const body = within(document.body);

const meta = {
  title: 'Patterns/Gallery',
  component: Gallery,
  args: { images: [], visibleThumbnails: 4 },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '28rem' }}>
      <Gallery {...args} images={imagesFor(globals.locale)} />
    </div>
  ),
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

const viewport = (canvasElement: HTMLElement) => {
  const element = canvasElement.querySelector<HTMLElement>('[data-gallery-viewport]');
  if (!element) throw new Error('no gallery viewport');
  return element;
};
const mainImage = (canvasElement: HTMLElement) => viewport(canvasElement).querySelector('img')!;

/** A finger sliding sideways across the main picture by `dx` pixels. */
const swipe = (element: HTMLElement, dx: number) => {
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const fire = (type: string, clientX: number) =>
    element.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        pointerId: 3,
        pointerType: 'touch',
        isPrimary: true,
        clientX,
        clientY: y,
      }),
    );
  fire('pointerdown', x);
  fire('pointermove', x + dx / 2);
  fire('pointerup', x + dx);
};

export const ThumbnailsAndShowMore: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = texts(globals.locale);
    await expect(canvas.getByRole('group', { name: t.label })).toBeVisible();
    await expect(mainImage(canvasElement)).toHaveAttribute('alt', t.alt(1));
    // Only the first picture loads at once; the others wait for the browser.
    await expect(mainImage(canvasElement)).toHaveAttribute('loading', 'eager');
    const thumbnails = () =>
      canvas.getAllByRole('button', { name: new RegExp(t.position('.+', '.+')) });
    await expect(thumbnails()).toHaveLength(4);
    const loading = thumbnails().map((button) => button.querySelector('img')?.loading);
    await expect(loading).toEqual(['eager', 'lazy', 'lazy', 'lazy']);
    // Each thumbnail shows its own small square picture, not the full-size one.
    const sources = thumbnails().map((button) => button.querySelector('img')?.getAttribute('src'));
    await expect(sources).toEqual(
      imagesFor(globals.locale)
        .slice(0, 4)
        .map((i) => i.thumbnailSrc),
    );
    await expect(mainImage(canvasElement)).toHaveAttribute(
      'src',
      imagesFor(globals.locale)[0]!.src,
    );

    const more = canvas.getByRole('button', { name: t.more(t.digits.format(2)) });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(thumbnails()).toHaveLength(COUNT);
    const fewer = canvas.getByRole('button', { name: t.fewer });
    await expect(fewer).toHaveAttribute('aria-expanded', 'true');

    // A thumbnail chooses the main picture, which then loads lazily like every later one.
    await userEvent.click(canvas.getByRole('button', { name: t.at(5) }));
    await expect(mainImage(canvasElement)).toHaveAttribute('alt', t.alt(5));
    await expect(mainImage(canvasElement)).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByRole('button', { name: t.at(5) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(fewer);
    // The chosen picture keeps its thumbnail even when the list folds again.
    await expect(thumbnails()).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: t.previous }));
    await userEvent.click(canvas.getByRole('button', { name: t.previous }));
    await expect(mainImage(canvasElement)).toHaveAttribute('alt', t.alt(3));
    await expect(thumbnails()).toHaveLength(4);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    const stage = viewport(canvasElement);
    await userEvent.tab();
    await expect(stage).toHaveFocus();
    await expect(stage).toHaveAccessibleName(t.at(1));
    // The arrow towards the end of the line moves on: ← in Arabic, → in English.
    await userEvent.keyboard(t.onKey);
    await expect(stage).toHaveAccessibleName(t.at(2));
    await expect(mainImage(canvasElement)).toHaveAttribute('alt', t.alt(2));
    await userEvent.keyboard(t.backKey);
    await userEvent.keyboard(t.backKey);
    // Back from the first wraps round to the last.
    await expect(stage).toHaveAccessibleName(t.at(COUNT));
    await userEvent.keyboard('{Home}');
    await expect(stage).toHaveAccessibleName(t.at(1));
    await userEvent.keyboard('{End}');
    await expect(mainImage(canvasElement)).toHaveAttribute('alt', t.alt(COUNT));
    // The change is announced.
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(
      t.at(COUNT),
    );
  },
};

export const SwipeFollowsTheReadingDirection: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    const arabic = loc(globals.locale) === 'ar';
    const stage = viewport(canvasElement);
    swipe(stage, -120);
    // To the left: the next picture in English, the previous (wrapping to the last) in Arabic.
    await waitFor(() => expect(stage).toHaveAccessibleName(t.at(arabic ? COUNT : 2)));
    swipe(stage, 120);
    await waitFor(() => expect(stage).toHaveAccessibleName(t.at(1)));
    swipe(stage, 120);
    await waitFor(() => expect(stage).toHaveAccessibleName(t.at(arabic ? 2 : COUNT)));
    // A short slide is not a swipe.
    swipe(stage, -20);
    await expect(stage).toHaveAccessibleName(t.at(arabic ? 2 : COUNT));
  },
};

export const ZoomDialog: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = texts(globals.locale);
    await userEvent.click(canvas.getByRole('button', { name: t.next }));
    // The dialog's code loads on first use; its trigger then takes the stand-in's place.
    const zoom = () => canvas.getByRole('button', { name: t.zoom });
    await userEvent.click(zoom());
    const dialog = await body.findByRole('dialog');
    await expect(dialog).toHaveAccessibleName(t.alt(2));
    await expect(within(dialog).getByRole('img', { name: t.alt(2) })).toBeVisible();
    // Focus moves into the dialog once it has mounted: on a busy machine, a frame or more later.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Focus comes back on the next animation frame, which a background test page may delay.
    await waitFor(() => expect(zoom()).toHaveFocus());
    // And the close button closes it too.
    await userEvent.click(zoom());
    await userEvent.click(await body.findByRole('button', { name: t.close }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Focus comes back on the next animation frame, which a background test page may delay.
    await waitFor(() => expect(zoom()).toHaveFocus());
    await expect(mainImage(canvasElement)).toHaveAttribute('alt', t.alt(2));
  },
};

export const SinglePicture: Story = {
  args: {},
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '28rem' }}>
      <Gallery {...args} images={imagesFor(globals.locale).slice(0, 1)} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const t = texts(globals.locale);
    // Nothing to move between: no arrows, thumbnails or "show more".
    await expect(canvas.queryByRole('button', { name: t.next })).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('button', { name: t.zoom })).toBeVisible();
  },
};
