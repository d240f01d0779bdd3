export { checkEmail, checkFirstName, checkLastName, checkPasswordsMatch } from './rules';
export { useFieldRules } from './useFieldRules';
