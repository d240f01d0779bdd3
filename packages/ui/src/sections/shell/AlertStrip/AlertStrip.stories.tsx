import { AlertStrip } from '@dar/ui';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { alertFixture, longAlertFixture } from '../../../../story-fixtures/shell';
import { withIntl } from '../../../../story-fixtures/withIntl';

type Locale = 'ar' | 'en';
const loc = ({ globals }: Pick<StoryContext, 'globals'>): Locale =>
  globals.locale === 'en' ? 'en' : 'ar';

const copy = {
  ar: { region: 'إعلان', dismiss: 'إغلاق الإعلان' },
  en: { region: 'Announcement', dismiss: 'Dismiss the announcement' },
} as const;

const onDismiss = fn();

/**
 * The strip renders on the server in the shop, with `getIntl(locale)`'s messages; a story renders
 * in the browser and hands it the provider's.
 */
const StoryAlertStrip = withIntl(AlertStrip);

const meta = {
  title: 'Sections/Shell/AlertStrip',
  component: StoryAlertStrip,
  parameters: { layout: 'fullscreen' },
  args: { alert: alertFixture('ar'), onDismiss },
  render: (args, context) => <StoryAlertStrip {...args} alert={alertFixture(loc(context))} />,
} satisfies Meta<typeof StoryAlertStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The announcement links to its offer; the close button removes the strip and says which alert. */
export const Default: Story = {
  play: async (context) => {
    const { canvas } = context;
    const locale = loc(context);
    const t = copy[locale];
    const alert = alertFixture(locale);
    onDismiss.mockClear();

    const region = canvas.getByRole('region', { name: t.region });
    await expect(canvas.getByRole('link', { name: alert.name })).toHaveAttribute('href', alert.url);

    // Keyboard: Tab past the link to the close button, Enter closes.
    await userEvent.tab();
    await userEvent.tab();
    const dismiss = canvas.getByRole('button', { name: t.dismiss });
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region).not.toBeInTheDocument());
    await expect(onDismiss).toHaveBeenCalledWith(alert.id);
    await expect(canvas.queryByText(alert.name)).toBeNull();
  },
};

/** An alert without an address is plain text. */
export const WithoutLink: Story = {
  render: (args, context) => (
    <StoryAlertStrip {...args} alert={{ ...alertFixture(loc(context)), url: null }} />
  ),
  play: async (context) => {
    const alert = alertFixture(loc(context));
    await expect(context.canvas.getByText(alert.name)).toBeVisible();
    await expect(context.canvas.queryByRole('link')).toBeNull();
  },
};

/** A long announcement wraps onto more lines on a phone; the close button stays in reach. */
export const LongArabicText: Story = {
  render: (args, context) => (
    <div style={{ maxInlineSize: '22rem' }}>
      <StoryAlertStrip {...args} alert={longAlertFixture(loc(context))} />
    </div>
  ),
  play: async (context) => {
    const t = copy[loc(context)];
    const region = context.canvas.getByRole('region', { name: t.region });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(context.canvas.getByRole('button', { name: t.dismiss })).toBeVisible();
  },
};
