export {
  DeferredTrigger,
  type DeferredOpening,
  type DeferredTriggerProps,
  type DeferredTriggerElement,
} from './DeferredTrigger';
