export {
  BlogCard,
  BlogCardSkeleton,
  PostMeta,
  type BlogCardProps,
  type BlogPostSummaryView,
} from './BlogCard';
