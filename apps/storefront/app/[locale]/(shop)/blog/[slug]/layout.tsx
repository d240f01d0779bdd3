import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { loadBlogPost } from '../../../../../lib/data/content';
import { localeParam } from '../../../../../lib/locale';

/**
 * Answers an unknown post with a real 404 above any Suspense boundary (a `notFound()` thrown inside
 * one comes after the 200 status has been sent; see docs/development.md). The post is read once
 * (`cache()`), here and in the page.
 */
export default async function BlogPostGuard({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string; slug: string }>;
}) {
  const locale = await localeParam(params);
  if (!(await loadBlogPost(locale, decodeURIComponent((await params).slug)))) notFound();
  return children;
}
