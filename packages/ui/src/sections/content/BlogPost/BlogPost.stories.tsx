import { BlogPost } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { catalogueText, storyLocale } from '../../../../story-fixtures/auth';
import { blogPostFixture } from '../../../../story-fixtures/content';
import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryBlogPost = withIntl(BlogPost);

const meta = {
  title: 'Sections/Content/BlogPost',
  component: StoryBlogPost,
  args: { blogHref: '/blog' },
} satisfies Meta<typeof StoryBlogPost>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => (
    <StoryBlogPost {...args} post={blogPostFixture(storyLocale(globals.locale))} />
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const locale = storyLocale(globals.locale);
    const post = blogPostFixture(locale);
    await expect(canvas.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    // The text's own headings sit under the title.
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(
      post.body.filter((block) => block.type === 'heading').length,
    );
    await expect(canvas.getByRole('img', { name: post.imageAlt })).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: catalogueText(locale, 'content.blog.back') }),
    ).toHaveAttribute('href', '/blog');
    await expect(
      canvas.getByText(catalogueText(locale, 'content.blog.by', { author: post.author! }), {
        exact: false,
      }),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-status]')).toHaveAttribute('data-status', 'loaded'),
    );
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, canvasElement, globals }) => {
    const locale = storyLocale(globals.locale);
    await expect(canvasElement.querySelector('article')).toHaveAttribute('aria-busy', 'true');
    // The way back is there at once.
    await expect(
      canvas.getByRole('link', { name: catalogueText(locale, 'content.blog.back') }),
    ).toBeVisible();
  },
};
