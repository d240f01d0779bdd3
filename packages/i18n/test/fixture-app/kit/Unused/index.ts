export { Unused } from './Unused';
