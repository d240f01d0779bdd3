import { getIntl } from '@dar/i18n/server';
import { PageLinks } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
const m = (locale: unknown, id: string, values?: Record<string, string | number>) =>
  getIntl(loc(locale)).formatMessage({ id }, values);

const meta = {
  title: 'Patterns/PageLinks',
  component: PageLinks,
  args: {
    intl: getIntl('ar'),
    totalItems: 95,
    page: 1,
    hrefFor: (page: number) => `?page=${page}`,
  },
  render: (args, { globals }) => <PageLinks {...args} intl={getIntl(loc(globals.locale))} />,
} satisfies Meta<typeof PageLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Page one: first and previous lead nowhere; the others are links. */
export const FirstPage: Story = {
  play: async ({ canvas, globals }) => {
    const intl = getIntl(loc(globals.locale));
    const current = canvas.getByRole('link', {
      name: m(globals.locale, 'ui.pagination.page', { page: intl.formatNumber(1) }),
    });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(
      canvas.getByRole('link', { name: m(globals.locale, 'ui.pagination.next') }),
    ).toHaveAttribute('href', '?page=2');
    // A link without an address: nothing to press.
    const first = canvas.getByLabelText(m(globals.locale, 'ui.pagination.first'));
    await expect(first).not.toHaveAttribute('href');
    await expect(first).toHaveAttribute('aria-disabled', 'true');
  },
};

/** In the middle: a window of pages with gaps. */
export const MiddlePage: Story = {
  args: { page: 5 },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('link', { name: m(globals.locale, 'ui.pagination.previous') }),
    ).toHaveAttribute('href', '?page=4');
  },
};
