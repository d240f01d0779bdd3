import { BlogCard } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { catalogueText, storyLocale } from '../../../../story-fixtures/auth';
import { blogPostFixtures, longPostFixture } from '../../../../story-fixtures/content';
import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryBlogCard = withIntl(BlogCard);

const meta = {
  title: 'Sections/Content/BlogCard',
  component: StoryBlogCard,
  args: { post: blogPostFixtures('ar')[0]!, priority: true },
} satisfies Meta<typeof StoryBlogCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '20rem' }}>
      <StoryBlogCard {...args} post={blogPostFixtures(storyLocale(globals.locale))[0]!} />
    </div>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const locale = storyLocale(globals.locale);
    const post = blogPostFixtures(locale)[0]!;
    // One link per card, named by the title, inside the heading.
    const link = canvas.getByRole('link', { name: post.title });
    await expect(link).toHaveAttribute('href', post.href);
    await expect(canvas.getByRole('heading', { level: 2 })).toContainElement(link);
    await expect(canvas.getByText(post.excerpt)).toBeVisible();
    await expect(
      canvas.getByText(catalogueText(locale, 'content.blog.by', { author: post.author! }), {
        exact: false,
      }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('time')).toHaveAttribute(
      'datetime',
      post.publishedAt!,
    );
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-status]')).toHaveAttribute('data-status', 'loaded'),
    );
  },
};

export const LongArabicText: Story = {
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '16rem' }}>
      <StoryBlogCard {...args} post={longPostFixture(storyLocale(globals.locale))} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const post = longPostFixture(storyLocale(globals.locale));
    const link = canvas.getByRole('link', { name: post.title });
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(heading).toContainElement(link);
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};
