import { PostgresSearchStrategy, type RequestContext, SqliteSearchStrategy } from '@vendure/core';
import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { type SqlDialect, sqlNormaliseArabic } from './arabic-text';
import { queryVariants } from './search-folding';

/**
 * Vendure's search strategies for SQLite and PostgreSQL, with the term matched on the canonical
 * spelling of both sides (see ./arabic-text.ts): "كنبه" finds "كنبة", "اريكة" finds "أريكة",
 * "٣ مقاعد" finds "3 مقاعد"; and on the query's words folded (./search-folding.ts): "sofas" finds
 * "Sofa", "والكنبة" finds "كنبة"; and on a word's synonyms (queryVariants): "أريكة" finds
 * "كنبة", "couch" finds "sofa". The index keeps the catalogue's own spelling, which search
 * results display; only the comparison is normalised.
 *
 * Matching is a weighted substring match on SKU, product name, variant name and description, as
 * Vendure's SQLite strategy does, now on both databases: PostgreSQL's `to_tsvector` has no Arabic
 * configuration and matches whole words only. Filters, facets, collections and sorting are
 * Vendure's, but for the price order of products grouped from their variants (below). Every term
 * search scans the index: fine for a furniture catalogue of thousands of variants; a large
 * catalogue would want a search engine plugin.
 */
export class ArabicSqliteSearchStrategy extends SqliteSearchStrategy {
  constructor() {
    super();
    matchArabicTerms(this as unknown as TermFiltering, 'sqlite');
  }

  override getSearchResults(ctx: RequestContext, input: SearchInput, enabledOnly: boolean) {
    return super.getSearchResults(ctx, boundedPage(ctx, input), enabledOnly);
  }
}

export class ArabicPostgresSearchStrategy extends PostgresSearchStrategy {
  constructor() {
    super();
    matchArabicTerms(this as unknown as TermFiltering, 'postgres');
  }

  override getSearchResults(ctx: RequestContext, input: SearchInput, enabledOnly: boolean) {
    return super.getSearchResults(ctx, boundedPage(ctx, input), enabledOnly);
  }
}

/** The most hits one Shop API search answers, as the shop's other lists (`products`, listings). */
export const MAX_SEARCH_TAKE = 100;

/**
 * A shopper's search pages at most MAX_SEARCH_TAKE hits: `take: 100000` read the whole catalogue
 * in one cheap-looking query. Staff's searches keep what they ask for.
 */
function boundedPage(ctx: RequestContext, input: SearchInput): SearchInput {
  if (ctx.apiType !== 'shop' || (input.take ?? 0) <= MAX_SEARCH_TAKE) return input;
  return { ...input, take: MAX_SEARCH_TAKE };
}

/** Vendure's term at or below this length is ignored (lists everything); kept as it is. */
const MIN_TERM_LENGTH = 2;

/** Weight of a match in each indexed field, as in Vendure's SQLite strategy. */
const WEIGHTED_FIELDS = [
  ['sku', 10],
  ['productName', 3],
  ['productVariantName', 2],
  ['description', 1],
] as const;

/**
 * The private method through which every query of Vendure's two strategies (results, count,
 * facet and collection counts) applies the term and filters. Pinned Vendure version: 3.7.3.
 */
type SearchInput = Parameters<SqliteSearchStrategy['getSearchResults']>[1];

interface TermFiltering {
  applyTermAndFilters(
    ctx: RequestContext,
    qb: SelectQueryBuilder<ObjectLiteral>,
    input: SearchInput,
    forceGroup?: boolean,
  ): SelectQueryBuilder<ObjectLiteral>;
}

/**
 * A price range with VAT, in minor units, both ends included (the listings plugin adds
 * `priceRangeWithTax` to the Shop API's SearchInput). A product matches when one of its variants
 * is priced inside it.
 */
export interface PriceRangeWithTax {
  min: number;
  max: number;
}

/** A word for LIKE … ESCAPE with a backslash: its own %, _ and backslash match themselves. */
function likeLiteral(word: string): string {
  return word.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function selectsAlias(qb: SelectQueryBuilder<ObjectLiteral>, alias: string): boolean {
  return qb.expressionMap.selects.some((select) => select.aliasName === alias);
}

function matchArabicTerms(strategy: TermFiltering, dialect: SqlDialect): void {
  const applyFilters = strategy.applyTermAndFilters.bind(strategy);
  strategy.applyTermAndFilters = (ctx, qb, input, forceGroup = false) => {
    // Vendure applies the filters without the term; the term is matched here instead.
    applyFilters(ctx, qb, { ...input, term: undefined }, forceGroup);
    const price = (input as { priceRangeWithTax?: PriceRangeWithTax | null }).priceRangeWithTax;
    if (price) {
      // Per variant row, before any grouping by product.
      qb.andWhere('si.priceWithTax BETWEEN :priceMin AND :priceMax', {
        priceMin: Math.min(price.min, price.max),
        priceMax: Math.max(price.min, price.max),
      });
    }
    // Grouped by product, Vendure orders by a bare `si.price`, the price of whichever variant's
    // row the database keeps (SQLite keeps the dearest when MIN and MAX are both selected), while
    // a card shows the product's lowest price. Sorting by price goes by that one, ahead of
    // Vendure's order; only the results query selects `minPriceWithTax` (not the counts').
    const priceOrder = input.sort?.price;
    if (priceOrder && input.groupByProduct && selectsAlias(qb, 'minPriceWithTax')) {
      qb.addOrderBy('MIN(si.priceWithTax)', priceOrder);
    }
    const term = input.term;
    if (!term || term.length <= MIN_TERM_LENGTH) {
      return qb;
    }
    // Folding can leave no word at all ("%%", "؟؟"): that finds nothing, not everything.
    const variants = queryVariants(term);
    if (variants.length === 0) {
      return qb.andWhere('1 = 0');
    }
    const normalised = (field: string) => sqlNormaliseArabic(`si.${field}`, dialect);
    // A field matches when it has the words of one of the query's variants (its synonyms').
    const matches = (field: string) =>
      `(${variants
        .map((_, index) => `${normalised(field)} LIKE :arabicTerm${index} ESCAPE '\\'`)
        .join(' OR ')})`;
    const score = WEIGHTED_FIELDS.map(
      ([field, weight]) => `CASE WHEN ${matches(field)} THEN ${weight} ELSE 0 END`,
    ).join(' + ');
    // PostgreSQL groups these queries by product; SQLite accepts a bare column in a group.
    const grouped = dialect === 'postgres' && (input.groupByProduct || forceGroup);
    qb.addSelect(grouped ? `MAX(${score})` : score, 'score').andWhere(
      new Brackets((where) => {
        for (const [field] of WEIGHTED_FIELDS) {
          where.orWhere(matches(field));
        }
      }),
    );
    // Each variant's folded words in the query's order, anything between them: "velvet sofas"
    // finds "Velvet sofa" and "Velvet corner sofa".
    // A shopper's % and _ are characters to find, not LIKE's wildcards ("%" found everything).
    variants.forEach((words, index) =>
      qb.setParameter(`arabicTerm${index}`, `%${words.map(likeLiteral).join('%')}%`),
    );
    return qb;
  };
}
