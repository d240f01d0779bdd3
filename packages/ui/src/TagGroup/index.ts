export { TagGroup, type TagGroupProps, type TagItem } from './TagGroup';
