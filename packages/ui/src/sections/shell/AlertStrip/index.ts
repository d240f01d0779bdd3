export { AlertStrip, type AlertStripProps, type AlertView } from './AlertStrip';
