export {
  SitemapLists,
  type SitemapCategory,
  type SitemapListsProps,
  type SitemapProduct,
} from './SitemapLists';
