export {
  PASSWORD_MIN_LENGTH,
  checkEmail,
  checkFirstName,
  checkLastName,
  checkPasswordsMatch,
} from './rules';
export { useFieldRules } from './useFieldRules';
