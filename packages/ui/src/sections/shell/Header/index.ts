export {
  Header,
  type HeaderHrefs,
  type HeaderLeaves,
  type HeaderProps,
  type NavCategory,
} from './Header';
export {
  HeaderAccountLink,
  HeaderLanguageLink,
  HeaderWishlistLink,
  type HeaderAccountLinkProps,
  type HeaderLanguageLinkProps,
  type HeaderWishlistLinkProps,
} from './actions';
export { HeaderCartAction, type HeaderCartActionProps } from './leaves';
export { countLabel, type CountLabels } from './countLabel';
