import { ErrorScreen } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { withIntl } from '../../story-fixtures/withIntl';

const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
const titles = { ar: 'الصفحة غير موجودة', en: 'Page not found' } as const;
const homes = { ar: '/', en: '/en' } as const;
const copy = {
  ar: {
    shop: 'دار',
    eight: 'سيتم نقلك إلى الصفحة الرئيسية خلال ٨ ثوانٍ',
    paused: 'تم إيقاف الانتقال إلى الرئيسية مؤقتًا.',
    pause: 'إيقاف مؤقت',
    resume: 'استئناف',
  },
  en: {
    shop: 'Dar',
    eight: 'You will be taken to the home page in 8 seconds.',
    paused: 'Going home is paused.',
    pause: 'Pause',
    resume: 'Resume',
  },
} as const;

/** A stand-in for the shop's logo: an image with its name, as the storefront passes. */
const Logo = ({ name }: { name: string }) => (
  <svg role="img" aria-label={name} width="64" height="40" viewBox="0 0 64 40">
    <rect width="64" height="40" rx="8" fill="#8a4a2b" />
    <path d="M16 28V16l16-8 16 8v12" fill="none" stroke="#fff" strokeWidth="3" />
  </svg>
);

/**
 * The screen renders on the server in the shop, with `getIntl(locale)`'s messages; a story renders
 * in the browser and hands it the provider's.
 */
const StoryErrorScreen = withIntl(ErrorScreen);

const meta = {
  title: 'Patterns/ErrorScreen',
  component: StoryErrorScreen,
  parameters: { layout: 'fullscreen' },
  // The countdown is replaced by a spy, so a story never navigates away.
  args: { status: 404, title: titles.ar, homeHref: '/', onRedirect: fn() },
  render: (args, { globals }) => (
    <StoryErrorScreen
      {...args}
      title={titles[loc(globals.locale)]}
      homeHref={homes[loc(globals.locale)]}
      logo={<Logo name={copy[loc(globals.locale)].shop} />}
    />
  ),
} satisfies Meta<typeof StoryErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  render: (args, { globals }) => (
    <StoryErrorScreen
      {...args}
      title={titles[loc(globals.locale)]}
      homeHref={homes[loc(globals.locale)]}
      logo={<Logo name={copy[loc(globals.locale)].shop} />}
      path="/products/no-such-sofa"
    />
  ),
  play: async ({ canvas, globals, args }) => {
    const locale = loc(globals.locale);
    const t = copy[locale];
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(titles[locale]);
    await expect(canvas.getByText('/products/no-such-sofa')).toBeVisible();
    const logo = canvas.getByRole('link', { name: t.shop });
    await expect(logo).toHaveAttribute('href', homes[locale]);
    // From the keyboard, the logo link shows its focus ring.
    await userEvent.tab();
    await expect(logo).toHaveFocus();
    await expect(getComputedStyle(logo).outlineStyle).toBe('solid');
    await expect(
      canvas.getByRole('link', { name: locale === 'en' ? 'Back to home' : 'العودة إلى الرئيسية' }),
    ).toHaveAttribute('href', homes[locale]);
    // Eight seconds by default, shown as they run.
    await expect(await canvas.findByRole('timer')).toHaveTextContent(t.eight);
    await expect(args.onRedirect).not.toHaveBeenCalled();
    // Paused, so the picture of this story does not depend on when it is taken.
    await userEvent.click(canvas.getByRole('button', { name: t.pause }));
    await expect(canvas.getByRole('timer')).toHaveTextContent(t.paused);
  },
};

export const ServerError: Story = {
  args: { status: 500 },
  render: (args, { globals }) => (
    <StoryErrorScreen
      {...args}
      title={loc(globals.locale) === 'en' ? 'Sorry, Something went wrong' : 'عذرًا، حدث خطأ ما'}
      homeHref={homes[loc(globals.locale)]}
      redirectAfterMs={null}
    />
  ),
  play: async ({ canvas, globals }) => {
    // A status is a code, like a model number: Latin digits in both languages.
    await expect(canvas.getByText(globals.locale === 'en' ? 'Error 500' : 'خطأ 500')).toBeVisible();
  },
};

export const GoesHomeAfterTheCountdown: Story = {
  args: { redirectAfterMs: 1200 },
  play: async ({ args, canvas, globals }) => {
    const locale = loc(globals.locale);
    // The seconds count down on screen (2, then 1).
    await waitFor(
      () =>
        expect(canvas.getByRole('timer')).toHaveTextContent(
          locale === 'en' ? '1 second' : 'ثانية واحدة',
        ),
      { timeout: 1000 },
    );
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledWith(homes[locale]), {
      timeout: 2000,
    });
    await expect(args.onRedirect).toHaveBeenCalledTimes(1);
  },
};

export const PauseStopsTheRedirect: Story = {
  args: { redirectAfterMs: 600 },
  play: async ({ args, canvas, globals }) => {
    const locale = loc(globals.locale);
    const t = copy[locale];
    await userEvent.click(canvas.getByRole('button', { name: t.pause }));
    await expect(canvas.getByRole('timer')).toHaveTextContent(t.paused);
    // Well past the 600 ms: still here.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(args.onRedirect).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t.resume }));
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledWith(homes[locale]), {
      timeout: 2000,
    });
  },
};

export const StaysWithoutCountdown: Story = {
  args: { redirectAfterMs: null },
  play: async ({ canvas, args, globals }) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.onRedirect).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: copy[loc(globals.locale)].pause }),
    ).toBeNull();
  },
};
