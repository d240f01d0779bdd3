export { ProfileOverview, type CustomerView, type ProfileOverviewProps } from './ProfileOverview';
