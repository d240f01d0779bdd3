export { ResetSuccess, type ResetSuccessProps } from './ResetSuccess';
