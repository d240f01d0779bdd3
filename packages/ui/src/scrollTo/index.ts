export {
  easeInOutCubic,
  SCROLL_DURATION_MS,
  scrollPositionAt,
  scrollToTarget,
  type ScrollToOptions,
} from './scrollTo';
