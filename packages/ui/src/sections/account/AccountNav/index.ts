export {
  AccountNav,
  type AccountLinks,
  type AccountNavProps,
  type AccountPage,
} from './AccountNav';
