export { BlogList, type BlogListProps } from './BlogList';
