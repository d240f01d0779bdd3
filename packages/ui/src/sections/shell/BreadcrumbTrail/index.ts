export {
  BreadcrumbTrail,
  type BreadcrumbTrailItem,
  type BreadcrumbTrailProps,
} from './BreadcrumbTrail';
export { breadcrumbListJsonLd, type BreadcrumbListJsonLd } from './jsonLd';
