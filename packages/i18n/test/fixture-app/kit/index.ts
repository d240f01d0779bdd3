export * from './Rail';
export { Unused } from './Unused';
