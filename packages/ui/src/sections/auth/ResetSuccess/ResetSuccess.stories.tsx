import { ResetSuccess } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { authLinks, catalogueText, storyLocale } from '../../../../story-fixtures/auth';
import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryResetSuccess = withIntl(ResetSuccess);

const meta = {
  title: 'Sections/Auth/ResetSuccess',
  component: StoryResetSuccess,
  args: { signInHref: authLinks.signIn },
} satisfies Meta<typeof StoryResetSuccess>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: catalogueText(locale, 'auth.resetSuccess.title'),
      }),
    ).toBeVisible();
    const signIn = canvas.getByRole('link', {
      name: catalogueText(locale, 'auth.resetSuccess.signIn'),
    });
    await expect(signIn).toHaveAttribute('href', authLinks.signIn);
    await userEvent.tab();
    await expect(signIn).toHaveFocus();
    signIn.blur();
  },
};

export const LongArabicText: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: '14rem' }}>
      <StoryResetSuccess {...args} titleLevel={2} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const locale = storyLocale(globals.locale);
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(heading).toHaveTextContent(catalogueText(locale, 'auth.resetSuccess.title'));
    // The title wraps inside the narrow column instead of overflowing it.
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};
