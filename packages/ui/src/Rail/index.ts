export { Rail, type RailProps } from './Rail';
export { pageScroll, railEdges } from './edges';
