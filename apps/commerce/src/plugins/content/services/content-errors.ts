import { ErrorResult } from '@vendure/core';

/**
 * Staff-caused failures of the content mutations, as ErrorResult union members. Their messages
 * are i18n keys (`errorResult.<CODE>`), translated by Vendure into the request's language from
 * the texts in ../content.plugin.ts.
 */
export class SlugConflictError extends ErrorResult {
  override readonly __typename = 'SlugConflictError';
  override readonly errorCode = 'SLUG_CONFLICT_ERROR';
  override readonly message = 'SLUG_CONFLICT_ERROR';

  constructor(readonly slug: string) {
    super();
  }
}

export class InvalidSlugError extends ErrorResult {
  override readonly __typename = 'InvalidSlugError';
  override readonly errorCode = 'INVALID_SLUG_ERROR';
  override readonly message = 'INVALID_SLUG_ERROR';

  constructor(readonly slug: string) {
    super();
  }
}

export const CONTENT_ERROR_MESSAGES = {
  ar: {
    SLUG_CONFLICT_ERROR: 'الرابط المختصر "{slug}" مستخدم بالفعل.',
    INVALID_SLUG_ERROR:
      'الرابط المختصر "{slug}" غير صالح: استخدم حروفًا لاتينية صغيرة وأرقامًا بينها شرطة واحدة.',
  },
  en: {
    SLUG_CONFLICT_ERROR: 'The slug "{slug}" is already in use.',
    INVALID_SLUG_ERROR:
      'The slug "{slug}" is not valid: use lower-case Latin letters and digits separated by single hyphens.',
  },
} as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Slugs are Latin so that a page keeps its URL when the shopper switches language. */
export function isValidSlug(slug: string): boolean {
  return SLUG.test(slug) && slug.length <= 200;
}
