export { localValue, type LocalValue } from './localValue';
