// The auth sections; each component's folder exports through here.
export { CodeEntry, CODE_LENGTH, type CodeEntryProps } from './CodeEntry';
export { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm';
export { ResetPasswordForm, type ResetPasswordFormProps } from './ResetPasswordForm';
export { ResetSuccess, type ResetSuccessProps } from './ResetSuccess';
export type { AuthFailure } from './shared/authFailure';
export { SignInForm, type SignInFormProps, type SignInValues } from './SignInForm';
export { SignUpForm, type SignUpFormProps, type SignUpValues } from './SignUpForm';
