// The content sections; each component's folder exports through here.
export {
  BlogCard,
  BlogCardSkeleton,
  type BlogCardProps,
  type BlogPostSummaryView,
} from './BlogCard';
export { BlogList, type BlogListProps } from './BlogList';
export { BlogPost, type BlogPostProps, type BlogPostView } from './BlogPost';
export { ContactForm, type ContactFormProps, type ContactValues } from './ContactForm';
export { FAQList, type FAQListProps, type FaqView } from './FAQList';
export { textToBlocks, type ContentBlock } from './shared/blocks';
export {
  StaticPage,
  type StaticPageProps,
  type StaticPageSection,
  type StaticPageView,
} from './StaticPage';
