import { localizedPath, type Locale } from '@dar/i18n';

/** The server's wait before another code, when the page is opened from the email's link. */
export const DEFAULT_RESEND_SECONDS = 60;

/** The code screen for `email`; `wait` is how long "Resend code" stays disabled. */
export function codeHref(locale: Locale, email: string, wait: number): string {
  const query = new URLSearchParams({ type: 'reset', email, wait: String(wait) });
  return `${localizedPath('/auth/otp', locale)}?${query}`;
}

/** The new-password screen with the token an accepted code gave. */
export function resetPasswordHref(locale: Locale, token: string): string {
  return `${localizedPath('/auth/reset-password', locale)}?${new URLSearchParams({ token })}`;
}

/** A query value as one string, or null. */
export function queryValue(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Where the sign-in and sign-out forms post without scripts (app/api/session, with
 * lib/auth/session-forms.ts).
 */
export const SIGN_IN_PATH = '/api/session/sign-in';
export const SIGN_OUT_PATH = '/api/session/sign-out';
