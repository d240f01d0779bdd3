export { FormPost, HiddenFields, type FormTarget } from './FormPost';
