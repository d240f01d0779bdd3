import { ProgressBar } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const copy = {
  ar: {
    upload: 'رفع صور التقييم',
    percent: '٤٠٪',
    long: 'أضف منتجات بقيمة ١٥٠٠ جنيه أخرى إلى سلتك لتحصل على توصيل مجاني إلى أي محافظة في مصر',
  },
  en: {
    upload: 'Uploading review photos',
    percent: '40%',
    long: 'Add EGP 1,500 more to your cart to get free delivery to any governorate in Egypt',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const meta = {
  title: 'Controls/ProgressBar',
  component: ProgressBar,
  args: { label: copy.ar.upload, value: 40 },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Uploading: Story = {
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '22rem' }}>
      <ProgressBar {...args} label={copy[loc(globals.locale)].upload} />
    </div>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = copy[loc(globals.locale)];
    const bar = canvas.getByRole('progressbar', { name: t.upload });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    // The value in the page's numerals: Arabic-Indic in Arabic.
    const percent = new Intl.NumberFormat(globals.locale === 'en' ? 'en-US' : 'ar-EG', {
      style: 'percent',
    }).format(0.4);
    await expect(percent.startsWith(t.percent)).toBe(true);
    await expect(bar).toHaveAttribute('aria-valuetext', percent);
    const track = canvasElement.querySelector<HTMLElement>('[role=progressbar] > span:last-child')!;
    const fill = track.firstElementChild!.getBoundingClientRect();
    const box = track.getBoundingClientRect();
    await expect(Math.round((fill.width / box.width) * 100)).toBe(40);
    // It fills from the inline start: the right edge in Arabic.
    if (globals.dir === 'rtl') await expect(Math.round(box.right - fill.right)).toBe(0);
    else await expect(Math.round(fill.left - box.left)).toBe(0);
  },
};

export const LongArabicText: Story = {
  args: { value: 70 },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '18rem' }}>
      <ProgressBar {...args} label={copy[loc(globals.locale)].long} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const bar = canvas.getByRole('progressbar', { name: copy[loc(globals.locale)].long });
    await expect(bar.getBoundingClientRect().width).toBeLessThanOrEqual(288);
  },
};
