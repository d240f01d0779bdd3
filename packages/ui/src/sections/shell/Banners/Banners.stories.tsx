import { BannerSlot, SuperBanner } from '@dar/ui';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { bannerFixtures, superBannerFixture } from '../../../../story-fixtures/shell';
import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryBannerSlot = withIntl(BannerSlot);
const StorySuperBanner = withIntl(SuperBanner);

type Locale = 'ar' | 'en';
const loc = ({ globals }: Pick<StoryContext, 'globals'>): Locale =>
  globals.locale === 'en' ? 'en' : 'ar';

const copy = {
  ar: { offers: 'العروض', loading: 'جارٍ تحميل العروض' },
  en: { offers: 'Offers', loading: 'Loading offers' },
} as const;

const meta = {
  title: 'Sections/Shell/Banners',
  component: StoryBannerSlot,
  args: { banners: [], page: 'home', position: 1, priority: true },
  render: (args, context) => <StoryBannerSlot {...args} banners={bannerFixtures(loc(context))} />,
} satisfies Meta<typeof StoryBannerSlot>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = (root: HTMLElement) =>
  waitFor(() =>
    expect(root.querySelectorAll('[data-status="loaded"]').length).toBe(
      root.querySelectorAll('[data-status]').length,
    ),
  );

/** The home page's first slot: its two banners side by side, each a link named by its picture. */
export const Default: Story = {
  play: async (context) => {
    const locale = loc(context);
    const slot = context.canvas.getByRole('region', { name: copy[locale].offers });
    const [first, second] = bannerFixtures(locale);
    const links = within(slot).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAccessibleName(first!.altText);
    await expect(links[0]).toHaveAttribute('href', first!.url);
    await expect(links[1]).toHaveAccessibleName(second!.altText);
    // The third banner belongs to another position and is not here.
    await expect(
      within(slot).queryByRole('img', { name: bannerFixtures(locale)[2]!.altText }),
    ).toBeNull();
    await loaded(context.canvasElement);
  },
};

/** A banner without an address is a picture, not a link. */
export const WithoutLink: Story = {
  args: { position: 2 },
  play: async (context) => {
    const banner = bannerFixtures(loc(context))[2]!;
    await loaded(context.canvasElement);
    // The picture fades in once it has arrived.
    await waitFor(() =>
      expect(context.canvas.getByRole('img', { name: banner.altText })).toBeVisible(),
    );
    await expect(context.canvas.queryByRole('link')).toBeNull();
  },
};

/** Loading: placeholders in the banners' shape, the slot said to be busy. */
export const Loading: Story = {
  args: { loading: true },
  play: async (context) => {
    const t = copy[loc(context)];
    const slot = context.canvas.getByRole('region', { name: t.offers });
    await expect(slot).toHaveAttribute('aria-busy', 'true');
    await expect(slot).toHaveTextContent(t.loading);
  },
};

/** No banner for this position: nothing at all, so the page closes up around the slot. */
export const Empty: Story = {
  args: { position: 9 },
  render: (args, context) => (
    <div data-testid="slot">
      <StoryBannerSlot {...args} banners={bannerFixtures(loc(context))} />
    </div>
  ),
  play: async (context) => {
    await expect(context.canvas.getByTestId('slot')).toBeEmptyDOMElement();
  },
};

/** Without a picture the banner still says what it offers, in text; long Arabic wraps. */
export const LongArabicText: Story = {
  render: (args, context) => {
    const locale = loc(context);
    const long = {
      ar: 'عرض الصيف: خصم يصل إلى ٤٠٪ على كل غرف المعيشة والسفرة مع تقسيط بدون فوائد وشحن مجاني',
      en: 'Summer offer: up to 40% off every living and dining room, with interest-free instalments and free delivery',
    }[locale];
    return (
      <div style={{ maxInlineSize: '22rem' }}>
        <StoryBannerSlot
          {...args}
          banners={[{ ...bannerFixtures(locale)[0]!, imageUrl: null, altText: long }]}
        />
      </div>
    );
  },
  play: async (context) => {
    const link = context.canvas.getByRole('link');
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
  },
};

/** The home page's hero banner. */
export const Super: Story = {
  render: (_args, context) => <StorySuperBanner banner={superBannerFixture(loc(context))} />,
  play: async (context) => {
    const banner = superBannerFixture(loc(context));
    const link = context.canvas.getByRole('link', { name: banner.altText });
    await expect(link).toHaveAttribute('href', banner.url);
    await loaded(context.canvasElement);
  },
};

export const SuperLoading: Story = {
  render: () => <StorySuperBanner banner={null} loading />,
  play: async (context) => {
    const busy = context.canvasElement.querySelector('[aria-busy="true"]');
    await expect(busy).toHaveTextContent(copy[loc(context)].loading);
  },
};
