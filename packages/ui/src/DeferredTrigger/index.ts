export {
  DeferredTrigger,
  type DeferredTriggerProps,
  type DeferredTriggerElement,
} from './DeferredTrigger';
