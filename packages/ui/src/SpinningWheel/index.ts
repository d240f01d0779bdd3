export { SpinningWheel, type SpinningWheelProps, type WheelItem } from './SpinningWheel';
export {
  landingAngle,
  segmentAt,
  WHEEL_DURATION_MS,
  WHEEL_MIN_ITEMS,
  WHEEL_TURNS,
  wheelProblem,
} from './wheel';
