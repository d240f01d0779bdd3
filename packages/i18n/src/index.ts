export * from './config';
export * from './negotiate';
export * from './format';
export * from './messages';
