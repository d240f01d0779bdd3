export {
  PasswordChangeForm,
  type PasswordChangeError,
  type PasswordChangeFormProps,
  type PasswordChangeValues,
} from './PasswordChangeForm';
