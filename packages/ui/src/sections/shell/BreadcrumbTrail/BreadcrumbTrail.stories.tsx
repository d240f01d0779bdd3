import { BreadcrumbTrail, breadcrumbListJsonLd } from '@dar/ui';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { breadcrumbFixture } from '../../../../story-fixtures/shell';
import { withIntl } from '../../../../story-fixtures/withIntl';

type Locale = 'ar' | 'en';
const loc = ({ globals }: Pick<StoryContext, 'globals'>): Locale =>
  globals.locale === 'en' ? 'en' : 'ar';

/**
 * The trail renders on the server in the shop, with `getIntl(locale)`'s messages; a story renders
 * in the browser and hands it the provider's.
 */
const StoryBreadcrumbTrail = withIntl(BreadcrumbTrail);

const meta = {
  title: 'Sections/Shell/BreadcrumbTrail',
  component: StoryBreadcrumbTrail,
  args: { items: [] },
  render: (_args, context) => <StoryBreadcrumbTrail items={breadcrumbFixture(loc(context))} />,
} satisfies Meta<typeof StoryBreadcrumbTrail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A product page's trail: links up the category tree, the product itself the current page. */
export const Default: Story = {
  play: async (context) => {
    const items = breadcrumbFixture(loc(context));
    const nav = context.canvas.getByRole('navigation');
    const links = await context.canvas.findAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      ...items.slice(0, -1).map((item) => item.href),
      null,
    ]);
    await expect(context.canvas.getByText(items.at(-1)!.label)).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav).toBeVisible();
    // The same list gives the structured data, every step with its absolute address.
    const data = breadcrumbListJsonLd(items, 'https://dar.example');
    await expect(data.itemListElement.map((entry) => entry.name)).toEqual(
      items.map((item) => item.label),
    );
  },
};

/** The home page alone is no trail: nothing is shown. */
export const SingleStep: Story = {
  render: (_args, context) => (
    <div data-testid="trail">
      <StoryBreadcrumbTrail items={breadcrumbFixture(loc(context)).slice(0, 1)} />
    </div>
  ),
  play: async (context) => {
    await expect(context.canvas.getByTestId('trail')).toBeEmptyDOMElement();
  },
};

/** Long names wrap onto more lines rather than running off a phone. */
export const LongArabicText: Story = {
  render: (_args, context) => {
    const locale = loc(context);
    const [home, category, sub] = breadcrumbFixture(locale);
    const product = {
      ar: 'طقم صالون مذهّب منحوت يدويًا من خشب الزان بقماش قطيفة مطرز وأرجل نحاسية',
      en: 'Hand-carved gilded salon set in beech with embroidered velvet upholstery and brass legs',
    }[locale];
    return (
      <div style={{ maxInlineSize: '20rem' }}>
        <StoryBreadcrumbTrail
          items={[home!, category!, sub!, { label: product, href: '/products/salon' }]}
        />
      </div>
    );
  },
  play: async (context) => {
    const nav = context.canvas.getByRole('navigation');
    await context.canvas.findAllByRole('link');
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};
