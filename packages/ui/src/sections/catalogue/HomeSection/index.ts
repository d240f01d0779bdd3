export { HOME_SECTION_SIZE, HomeSection, type HomeSectionProps } from './HomeSection';
