export {
  Radio,
  RadioCard,
  RadioGroup,
  type RadioCardProps,
  type RadioGroupProps,
  type RadioProps,
} from './RadioGroup';
