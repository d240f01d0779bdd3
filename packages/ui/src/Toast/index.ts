export { ToastRegion, type ToastRegionProps } from './Toast';
export {
  createToastQueue,
  readingTimeMs,
  toastQueue,
  type ShowToastOptions,
  type ToastContent,
  type ToastQueue,
  type ToastQueueOptions,
  type ToastTone,
} from './toastQueue';
