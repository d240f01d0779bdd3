export { InlineAlert, type InlineAlertProps } from './InlineAlert';
