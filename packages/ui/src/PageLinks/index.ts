// Its own entry: a page's server code imports it without the React Aria `Pagination`.
export { PageLinks, type PageLinksProps } from './PageLinks';
