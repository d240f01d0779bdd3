import { BlogPostSkeleton } from '../../../../../lib/shell/skeletons';

/** A blog post while it renders (nearer than the blog list's skeleton, so this one shows). */
export default function BlogPostLoading() {
  return <BlogPostSkeleton />;
}
