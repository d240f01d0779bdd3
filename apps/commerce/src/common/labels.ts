import { LanguageCode } from '@vendure/core';

export interface LocalizedText {
  languageCode: LanguageCode;
  value: string;
}

/** An Arabic and an English text as Vendure's list of localized strings (admin labels, errors). */
export function bilingual(ar: string, en: string): LocalizedText[] {
  return [
    { languageCode: LanguageCode.ar, value: ar },
    { languageCode: LanguageCode.en, value: en },
  ];
}
