import { Injectable } from '@nestjs/common';
import {
  DefaultSearchPlugin,
  type FacetValue,
  FacetValueService,
  type ID,
  InternalServerError,
  RequestContext,
  type SearchStrategy,
  TransactionalConnection,
} from '@vendure/core';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

export interface FilterBarInput {
  collectionSlug?: string | null;
  term?: string | null;
  facetValueIds?: ID[] | null;
  priceRangeWithTax?: { min: number; max: number } | null;
}

export interface FilterBarValue {
  id: ID;
  code: string;
  name: string;
  count: number;
}

export interface FilterBarFacet {
  id: ID;
  code: string;
  name: string;
  values: FilterBarValue[];
}

export interface FilterBar {
  filters: FilterBarFacet[];
  maxValue: number;
}

type SearchInput = Parameters<SearchStrategy['getFacetValueIds']>[1];

/**
 * The search strategy's private method that applies a search input to a query of the index, used
 * by every one of its queries (our Arabic strategy overrides it). Pinned Vendure version: 3.7.3.
 */
interface TermFiltering {
  applyTermAndFilters(
    ctx: RequestContext,
    qb: SelectQueryBuilder<ObjectLiteral>,
    input: SearchInput,
    forceGroup?: boolean,
  ): SelectQueryBuilder<ObjectLiteral>;
}

/**
 * The filter bar of a listing: every public facet of the matching products with, per value, the
 * number of matching products, and the highest price with VAT among them. Everything is counted
 * by the search strategy that answers `search` (Arabic-aware, SQLite or PostgreSQL), on the search
 * index, never by loading products.
 *
 * Selected values combine as shoppers expect: values of one facet with OR, facets with AND — the
 * `search` input `facetValueFilters: [{ or: [ids of facet A] }, { or: [ids of facet B] }]`.
 * Counts are disjunctive: a value's count takes the term, the collection and the selections of
 * the OTHER facets into account, not those of its own facet, so picking another value of a facet
 * shows how many products it would add. Selected values are always listed, with 0 if nothing
 * matches; ids that name no facet value of the channel are ignored.
 */
@Injectable()
export class FilterBarService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly facetValues: FacetValueService,
  ) {}

  async filterBar(ctx: RequestContext, input: FilterBarInput): Promise<FilterBar> {
    const strategy = this.strategy();
    const requested = [...new Set((input.facetValueIds ?? []).map(String))];
    const selectedValues = requested.length
      ? (await this.facetValues.findByIds(ctx, requested)).filter((value) => !value.facet.isPrivate)
      : [];
    const selectedByFacet = new Map<string, string[]>();
    for (const value of selectedValues) {
      const facetId = String(value.facet.id);
      selectedByFacet.set(facetId, [...(selectedByFacet.get(facetId) ?? []), String(value.id)]);
    }
    // `priceRangeWithTax` is ours (listings' SearchInput extension), read by the arabic-search
    // strategy; the slider's range (maxValue) is the listing's without it.
    const searchInput = (exceptFacetId?: string, withPrice = true): SearchInput =>
      ({
        term: input.term ?? undefined,
        collectionSlug: input.collectionSlug ?? undefined,
        groupByProduct: true,
        facetValueFilters: [...selectedByFacet]
          .filter(([facetId]) => facetId !== exceptFacetId)
          .map(([, ids]) => ({ or: ids })),
        ...(withPrice && input.priceRangeWithTax
          ? { priceRangeWithTax: input.priceRangeWithTax }
          : {}),
      }) as SearchInput;

    const counts = new Map<string, number>();
    // Facets without a selection are counted against every selection at once…
    const full = await strategy.getFacetValueIds(ctx, searchInput(), true);
    // …a facet with one, against the others' only; so its own values are counted from here.
    const ownFacetCounts = await Promise.all(
      [...selectedByFacet.keys()].map(
        async (facetId) =>
          [facetId, await strategy.getFacetValueIds(ctx, searchInput(facetId), true)] as const,
      ),
    );
    const values = await this.facetValues.findByIds(ctx, [
      ...new Set([
        ...[...full.keys()].map(String),
        ...ownFacetCounts.flatMap(([, map]) => [...map.keys()].map(String)),
        ...selectedValues.map((value) => String(value.id)),
      ]),
    ]);
    const facetOf = new Map(values.map((value) => [String(value.id), String(value.facet.id)]));
    for (const [id, count] of full) {
      if (!selectedByFacet.has(facetOf.get(String(id)) ?? '')) counts.set(String(id), count);
    }
    for (const [facetId, map] of ownFacetCounts) {
      for (const [id, count] of map) {
        if (facetOf.get(String(id)) === facetId) counts.set(String(id), count);
      }
    }
    for (const value of selectedValues) {
      if (!counts.has(String(value.id))) counts.set(String(value.id), 0);
    }

    return {
      filters: groupByFacet(
        values.filter((value) => counts.has(String(value.id))),
        counts,
      ),
      maxValue: await this.maxPriceWithTax(ctx, strategy, searchInput(undefined, false)),
    };
  }

  /** The highest price with VAT of a variant of the matching products; 0 when none match. */
  private async maxPriceWithTax(
    ctx: RequestContext,
    strategy: SearchStrategy,
    input: SearchInput,
  ): Promise<number> {
    const matching = this.connection
      .getRepository(ctx, 'SearchIndexItem')
      .createQueryBuilder('si')
      .select('si.priceWithTax', 'price_with_tax');
    // Per variant rows, so no grouping: the maximum over a product's variants is the product's.
    (strategy as unknown as TermFiltering).applyTermAndFilters(ctx, matching, {
      ...input,
      groupByProduct: false,
    });
    matching.andWhere('si.enabled = :enabled', { enabled: true });
    const result = await this.connection.rawConnection
      .createQueryBuilder()
      .select('MAX(matching.price_with_tax)', 'max_value')
      .from(`(${matching.getQuery()})`, 'matching')
      .setParameters(matching.getParameters())
      .getRawOne<{ max_value: string | number | null }>();
    return Number(result?.max_value ?? 0);
  }

  private strategy(): SearchStrategy {
    const strategy = DefaultSearchPlugin.options.searchStrategy;
    if (!strategy) {
      // Our configuration always sets one (arabic-search); Vendure's default would be used
      // otherwise, and we could not reach it.
      throw new InternalServerError('The filter bar needs the search strategy of arabic-search');
    }
    return strategy;
  }
}

function groupByFacet(values: FacetValue[], counts: Map<string, number>): FilterBarFacet[] {
  const facets = new Map<string, FilterBarFacet>();
  const byId = (a: { id: ID }, b: { id: ID }) => compareIds(a.id, b.id);
  for (const value of [...values].sort(byId)) {
    if (value.facet.isPrivate) continue;
    const facetId = String(value.facet.id);
    const facet = facets.get(facetId) ?? {
      id: value.facet.id,
      code: value.facet.code,
      name: value.facet.name,
      values: [],
    };
    facet.values.push({
      id: value.id,
      code: value.code,
      name: value.name,
      count: counts.get(String(value.id)) ?? 0,
    });
    facets.set(facetId, facet);
  }
  return [...facets.values()].sort(byId);
}

/** Ids in creation order: numeric where they are numbers, else as text. */
function compareIds(a: ID, b: ID): number {
  const [x, y] = [Number(a), Number(b)];
  return Number.isNaN(x) || Number.isNaN(y) ? String(a).localeCompare(String(b)) : x - y;
}
