export {
  DeferredTrigger,
  type DeferredTriggerProps,
  type DeferredTriggerElement,
} from './DeferredTrigger';
export type { NativeTriggerProps } from './ariaTrigger';
