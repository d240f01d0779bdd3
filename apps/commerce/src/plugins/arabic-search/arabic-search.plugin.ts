import { DefaultSearchPlugin } from '@vendure/core';
import type { DatabaseSettings } from '../../environment';
import {
  ArabicPostgresSearchStrategy,
  ArabicSqliteSearchStrategy,
} from './services/arabic-search-strategy';

/**
 * Vendure's DefaultSearchPlugin (its index, jobs and Shop API `search`) with an Arabic-aware term
 * match: a query differing from the catalogue only in hamza forms, alef maqsura, ta marbuta,
 * tatweel, tashkeel or Arabic-Indic digits finds the same products, and so does one with English
 * plurals and inflections or with the Arabic article and its particles. No schema change.
 */
export function arabicSearchPlugin(database: DatabaseSettings['kind']) {
  return DefaultSearchPlugin.init({
    bufferUpdates: false,
    indexStockStatus: true,
    searchStrategy:
      database === 'postgres'
        ? new ArabicPostgresSearchStrategy()
        : new ArabicSqliteSearchStrategy(),
  });
}
