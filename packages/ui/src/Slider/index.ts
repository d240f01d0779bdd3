export { Slider, type SliderProps } from './Slider';
export type { SliderFormatter } from './parts';
