export { ErrorScreen, ERROR_REDIRECT_MS, type ErrorScreenProps } from './ErrorScreen';
