export { OPEN_UPWARD_BELOW_PX, PhoneInput, type PhoneInputProps } from './PhoneInput';
export {
  checkPhoneNumber,
  DEFAULT_PHONE_COUNTRY,
  normalizeDigits,
  PHONE_MAX_INPUT_LENGTH,
  phoneCountries,
  sanitizePhoneInput,
  type CountryCode,
  type PhoneCheck,
  type PhoneCountry,
  type PhoneProblem,
} from './phone';
