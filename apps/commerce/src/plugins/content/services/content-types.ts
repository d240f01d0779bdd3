import type { LanguageCode } from '@vendure/core';

/** One language of a translated entity in a create or update input. */
export type TranslationInput<Field extends string> = {
  id?: string | number | null;
  languageCode: LanguageCode;
} & { [K in Field]?: string | null };

/** Vendure's DeletionResponse; the enum itself lives in @vendure/common. */
export interface DeletionResponse {
  result: 'DELETED' | 'NOT_DELETED';
  message?: string;
}
