import { StaticPage } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { catalogueText, storyLocale } from '../../../../story-fixtures/auth';
import { staticPageFixture } from '../../../../story-fixtures/content';
import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryStaticPage = withIntl(StaticPage);

const meta = {
  title: 'Sections/Content/StaticPage',
  component: StoryStaticPage,
} satisfies Meta<typeof StoryStaticPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const dateIn = (locale: 'ar' | 'en', iso: string) =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar-EG' : 'en-US', { dateStyle: 'long' }).format(
    new Date(iso),
  );

export const ReturnsPolicy: Story = {
  render: (args, { globals }) => (
    <StoryStaticPage {...args} page={staticPageFixture('returns', storyLocale(globals.locale))} />
  ),
  play: async ({ canvas, globals }) => {
    const locale = storyLocale(globals.locale);
    const page = staticPageFixture('returns', locale);
    await expect(canvas.getByRole('heading', { level: 1, name: page.title })).toBeVisible();
    await expect(
      canvas.getByText(
        catalogueText(locale, 'content.page.updated', { date: dateIn(locale, page.updatedAt) }),
      ),
    ).toBeVisible();
    // The 30-day window is stated, in the page's digits.
    await expect(canvas.getByText(page.summary!)).toHaveTextContent(locale === 'ar' ? '٣٠' : '30');
    // Each section is a level-2 heading, listed at the top with a link to it.
    const contents = canvas.getByRole('navigation', {
      name: catalogueText(locale, 'content.page.contents'),
    });
    for (const section of page.sections) {
      await expect(canvas.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
      await expect(contents.querySelector(`a[href="#${section.id}"]`)).toHaveTextContent(
        section.heading,
      );
    }
  },
};

export const PrivacyPolicy: Story = {
  render: (args, { globals }) => (
    <StoryStaticPage {...args} page={staticPageFixture('privacy', storyLocale(globals.locale))} />
  ),
  play: async ({ canvas, globals }) => {
    const page = staticPageFixture('privacy', storyLocale(globals.locale));
    await expect(canvas.getByRole('heading', { level: 1, name: page.title })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(
      page.sections.length + 1,
    );
  },
};

export const Terms: Story = {
  render: (args, { globals }) => (
    <StoryStaticPage {...args} page={staticPageFixture('terms', storyLocale(globals.locale))} />
  ),
  play: async ({ canvas, globals }) => {
    const page = staticPageFixture('terms', storyLocale(globals.locale));
    await expect(canvas.getByRole('heading', { level: 1, name: page.title })).toBeVisible();
    // One section needs no list of contents.
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('article')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryAllByRole('heading')).toHaveLength(0);
  },
};

export const LongArabicText: Story = {
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '20rem' }}>
      <StoryStaticPage {...args} page={staticPageFixture('returns', storyLocale(globals.locale))} />
    </div>
  ),
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
  },
};
