import { ErrorScreen } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
const titles = { ar: 'الصفحة غير موجودة', en: 'Page not found' } as const;
const homes = { ar: '/', en: '/en' } as const;

const meta = {
  title: 'Patterns/ErrorScreen',
  component: ErrorScreen,
  parameters: { layout: 'fullscreen' },
  // The countdown is replaced by a spy, so a story never navigates away.
  args: { status: 404, title: titles.ar, homeHref: '/', onRedirect: fn() },
} satisfies Meta<typeof ErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  render: (args, { globals }) => (
    <ErrorScreen
      {...args}
      title={titles[loc(globals.locale)]}
      homeHref={homes[loc(globals.locale)]}
      path="/products/no-such-sofa"
    />
  ),
  play: async ({ canvas, globals, args }) => {
    const locale = loc(globals.locale);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(titles[locale]);
    await expect(canvas.getByText('/products/no-such-sofa')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: locale === 'en' ? 'Back to home' : 'العودة إلى الرئيسية' }),
    ).toHaveAttribute('href', homes[locale]);
    // Eight seconds by default: nothing has happened yet.
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  render: (args, { globals }) => (
    <ErrorScreen
      {...args}
      status={500}
      title={loc(globals.locale) === 'en' ? 'Sorry, Something went wrong' : 'عذرًا، حدث خطأ ما'}
      homeHref={homes[loc(globals.locale)]}
    />
  ),
  play: async ({ canvas, globals }) => {
    // A status is a code, like a model number: Latin digits in both languages.
    await expect(canvas.getByText(globals.locale === 'en' ? 'Error 500' : 'خطأ 500')).toBeVisible();
  },
};

export const GoesHomeAfterTheCountdown: Story = {
  args: { redirectAfterMs: 300 },
  render: (args, { globals }) => (
    <ErrorScreen
      {...args}
      title={titles[loc(globals.locale)]}
      homeHref={homes[loc(globals.locale)]}
    />
  ),
  play: async ({ args, globals }) => {
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledWith(homes[loc(globals.locale)]), {
      timeout: 2000,
    });
  },
};

export const StaysWithoutCountdown: Story = {
  args: { redirectAfterMs: null },
  render: (args, { globals }) => (
    <ErrorScreen
      {...args}
      title={titles[loc(globals.locale)]}
      homeHref={homes[loc(globals.locale)]}
    />
  ),
  play: async ({ canvas, args }) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.onRedirect).not.toHaveBeenCalled();
    await expect(canvas.queryByText(/8|٨/)).toBeNull();
  },
};
