export { Countdown, type CountdownProps } from './Countdown';
export { type Countdown as CountdownController, createCountdown, secondsLeft } from './timer';
export { useCountdown } from './useCountdown';
