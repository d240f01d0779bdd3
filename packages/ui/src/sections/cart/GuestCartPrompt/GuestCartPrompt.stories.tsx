import { GuestCartPrompt } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryGuestCartPrompt = withIntl(GuestCartPrompt);

const copy = {
  ar: { title: 'سجّل الدخول لرؤية سلتك', signIn: 'تسجيل الدخول', register: 'إنشاء حساب' },
  en: { title: 'Sign in to see your cart', signIn: 'Sign in', register: 'Create an account' },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const meta = {
  title: 'Sections/Cart/GuestCartPrompt',
  component: StoryGuestCartPrompt,
  args: { signInHref: '/auth?next=/cart', registerHref: '/auth/register?next=/cart' },
} satisfies Meta<typeof StoryGuestCartPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    await expect(canvas.getByRole('heading', { level: 2, name: t.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.signIn })).toHaveAttribute(
      'href',
      '/auth?next=/cart',
    );
    await expect(canvas.getByRole('link', { name: t.register })).toHaveAttribute(
      'href',
      '/auth/register?next=/cart',
    );
  },
};

/** Above a guest's cart that has lines: a band with the same two ways, not the cart's whole space. */
export const BesideACart: Story = {
  args: { layout: 'beside' },
  render: (args) => (
    <div style={{ maxInlineSize: '56rem' }}>
      <StoryGuestCartPrompt {...args} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const heading = canvas.getByRole('heading', { level: 2, name: t.title });
    await expect(heading).toBeVisible();
    // A band: the heading and both links share one short block, with no illustration.
    const band = heading.closest('section')!;
    await expect(band.getBoundingClientRect().height).toBeLessThan(160);
    await expect(canvas.getByRole('link', { name: t.signIn })).toHaveAttribute(
      'href',
      '/auth?next=/cart',
    );
    await expect(canvas.getByRole('link', { name: t.register })).toBeVisible();
  },
};
