export {
  StaticPage,
  type StaticPageProps,
  type StaticPageSection,
  type StaticPageView,
} from './StaticPage';
