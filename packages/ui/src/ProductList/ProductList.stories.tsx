import { getIntl } from '@dar/i18n/server';
import { ProductList } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { productFixtures } from '../../story-fixtures/products';

const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
const labels = { ar: 'أثاثنا', en: 'Our furniture' } as const;

const meta = {
  title: 'Commerce/ProductList',
  component: ProductList,
  parameters: { layout: 'fullscreen' },
  args: { intl: getIntl('ar'), products: [], label: labels.ar },
  render: (args, { globals }) => (
    <div style={{ padding: '1rem' }}>
      <ProductList
        {...args}
        intl={getIntl(loc(globals.locale))}
        products={productFixtures(loc(globals.locale))}
        label={labels[loc(globals.locale)]}
        headingLevel={2}
      />
    </div>
  ),
} satisfies Meta<typeof ProductList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The listing's grid rendered on the server; on phones a native one/two column toggle. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const intl = getIntl(loc(globals.locale));
    const list = canvas.getByRole('list', { name: labels[loc(globals.locale)] });
    await expect(list.querySelectorAll(':scope > li').length).toBeGreaterThan(0);
    const one = canvas.getByRole('button', {
      name: intl.formatMessage({ id: 'catalogue.grid.oneColumn' }),
      hidden: true,
    });
    await expect(one).toHaveAttribute('aria-pressed', 'false');
    if (one.checkVisibility()) {
      await userEvent.click(one);
      await expect(one).toHaveAttribute('aria-pressed', 'true');
    }
  },
};
