import { BlogList } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { catalogueText, storyLocale } from '../../../../story-fixtures/auth';
import { blogPostFixtures, longPostFixture } from '../../../../story-fixtures/content';
import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryBlogList = withIntl(BlogList);

const meta = {
  title: 'Sections/Content/BlogList',
  component: StoryBlogList,
  args: { posts: [] },
} satisfies Meta<typeof StoryBlogList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => (
    <StoryBlogList {...args} posts={blogPostFixtures(storyLocale(globals.locale))} />
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const locale = storyLocale(globals.locale);
    const posts = blogPostFixtures(locale);
    await expect(
      canvas.getByRole('heading', { level: 1, name: catalogueText(locale, 'content.blog.title') }),
    ).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(posts.length);
    for (const [index, post] of posts.entries()) {
      await expect(items[index]).toHaveTextContent(post.title);
      await expect(canvas.getByRole('link', { name: post.title })).toHaveAttribute(
        'href',
        post.href,
      );
    }
    await waitFor(() => {
      for (const frame of canvasElement.querySelectorAll('[data-status]')) {
        expect(frame).toHaveAttribute('data-status', 'loaded');
      }
    });
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const locale = storyLocale(globals.locale);
    await expect(
      canvas.getByRole('heading', { name: catalogueText(locale, 'content.blog.empty') }),
    ).toBeVisible();
    await expect(canvas.getByText(catalogueText(locale, 'content.blog.emptyBody'))).toBeVisible();
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const LongArabicText: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals.locale);
    return (
      <StoryBlogList
        {...args}
        posts={[longPostFixture(locale), ...blogPostFixtures(locale).slice(0, 2)]}
      />
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => {
      for (const frame of canvasElement.querySelectorAll('[data-status]')) {
        expect(frame).toHaveAttribute('data-status', 'loaded');
      }
    });
  },
};
