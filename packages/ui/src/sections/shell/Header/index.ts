export { Header, type HeaderHrefs, type HeaderProps, type NavCategory } from './Header';
