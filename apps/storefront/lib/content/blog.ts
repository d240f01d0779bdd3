/** A post's path without locale prefix. */
export const blogPostPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** The blog's page `page` (1-based): `/blog`, then `/blog?page=2`. */
export const blogPagePath = (page: number) => (page > 1 ? `/blog?page=${page}` : '/blog');
