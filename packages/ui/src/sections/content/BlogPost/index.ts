export { BlogPost, type BlogPostProps, type BlogPostView } from './BlogPost';
