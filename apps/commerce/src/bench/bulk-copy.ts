import type { INestApplication } from '@nestjs/common';
import {
  productIdCollectionFilter,
  roundMoney,
  TaxRate,
  TransactionalConnection,
} from '@vendure/core';
import type { EntityManager } from 'typeorm';
import type { DemoProduct } from '../seed/catalogue';
import type { ScaledProduct } from './scale-catalogue';

/**
 * Adds numbered copies of products already in the database (the demo catalogue, imported through
 * Vendure) by cloning their rows with bulk INSERTs in one transaction: products, translations,
 * assets, channels, facet values, option groups and options, variants with their translations,
 * prices, stock levels and stock adjustments, collection membership and search index rows.
 *
 * Vendure's importer and indexer take about a second per product on this machine: 10,000 products
 * would take hours. Cloning what Vendure wrote for the original keeps every column Vendure (and
 * our custom fields) fills, and only what differs is computed: ids, names and slugs, SKUs, prices
 * (the index's net price as Vendure's price calculation rounds it), option group codes. Copies
 * join the original's facet-filtered collections but not the curated ones (hand-picked product
 * ids). `bulk-copy.e2e-spec.ts` checks the result against Vendure's own reindex and collection
 * filters. No events are published: nothing else needs to hear of a benchmark shop's products.
 */

type Row = Record<string, unknown>;
/** The cloned entities whose ids other rows refer to. */
type Kind = 'product' | 'group' | 'option' | 'variant';

interface TableSpec {
  table: string;
  /** The entity this table's `id` is (a new id per copy), `own` for a new id nobody refers to. */
  id?: Kind | 'own';
  /** Columns holding ids of cloned entities, with their kind. */
  refs: Record<string, Kind>;
  /** The column through which a row belongs to an original product, and that column's kind. */
  owner: string;
  /** Extra condition on the original's rows. */
  where?: string;
}

/** In insertion order: every row after the rows its foreign keys point to. */
const TABLES: readonly TableSpec[] = [
  { table: 'product', id: 'product', refs: {}, owner: 'id' },
  { table: 'product_translation', id: 'own', refs: { baseId: 'product' }, owner: 'baseId' },
  { table: 'product_asset', id: 'own', refs: { productId: 'product' }, owner: 'productId' },
  { table: 'product_channels_channel', refs: { productId: 'product' }, owner: 'productId' },
  { table: 'product_facet_values_facet_value', refs: { productId: 'product' }, owner: 'productId' },
  { table: 'product_option_group', id: 'group', refs: {}, owner: 'id' },
  {
    table: 'product_option_group_translation',
    id: 'own',
    refs: { baseId: 'group' },
    owner: 'baseId',
  },
  {
    table: 'product_option_groups_product_option_group',
    refs: { productId: 'product', productOptionGroupId: 'group' },
    owner: 'productId',
  },
  {
    table: 'product_option_group_channels_channel',
    refs: { productOptionGroupId: 'group' },
    owner: 'productOptionGroupId',
  },
  { table: 'product_option', id: 'option', refs: { groupId: 'group' }, owner: 'id' },
  { table: 'product_option_translation', id: 'own', refs: { baseId: 'option' }, owner: 'baseId' },
  {
    table: 'product_option_channels_channel',
    refs: { productOptionId: 'option' },
    owner: 'productOptionId',
  },
  { table: 'product_variant', id: 'variant', refs: { productId: 'product' }, owner: 'id' },
  {
    table: 'product_variant_translation',
    id: 'own',
    refs: { baseId: 'variant' },
    owner: 'baseId',
  },
  { table: 'product_variant_price', id: 'own', refs: { variantId: 'variant' }, owner: 'variantId' },
  {
    table: 'product_variant_asset',
    id: 'own',
    refs: { productVariantId: 'variant' },
    owner: 'productVariantId',
  },
  {
    table: 'product_variant_channels_channel',
    refs: { productVariantId: 'variant' },
    owner: 'productVariantId',
  },
  {
    table: 'product_variant_options_product_option',
    refs: { productVariantId: 'variant', productOptionId: 'option' },
    owner: 'productVariantId',
  },
  {
    table: 'product_variant_facet_values_facet_value',
    refs: { productVariantId: 'variant' },
    owner: 'productVariantId',
  },
  {
    table: 'stock_level',
    id: 'own',
    refs: { productVariantId: 'variant' },
    owner: 'productVariantId',
  },
  {
    // The initial stock adjustments; sales and allocations belong to their orders.
    table: 'stock_movement',
    id: 'own',
    refs: { productVariantId: 'variant' },
    owner: 'productVariantId',
    where: '"orderLineId" IS NULL',
  },
  {
    table: 'collection_product_variants_product_variant',
    refs: { productVariantId: 'variant' },
    owner: 'productVariantId',
  },
  {
    table: 'search_index_item',
    refs: { productVariantId: 'variant', productId: 'product' },
    owner: 'productVariantId',
  },
];

/** Bound parameters per statement: below SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMETERS = 30_000;
const MAX_ROWS_PER_INSERT = 1_000;
/** Originals' ids per `IN (...)` list. */
const ID_CHUNK = 500;

export interface BulkCopyResult {
  products: number;
  variants: number;
  rows: number;
}

/**
 * Inserts `copies` (products of the scaled catalogue that are not their own original) as clones
 * of their originals, which must be in the database. `onProgress` hears of each table written.
 */
export async function bulkCopyProducts(
  app: INestApplication,
  copies: readonly ScaledProduct[],
  onProgress?: (table: string, rows: number) => void,
): Promise<BulkCopyResult> {
  const connection = app.get(TransactionalConnection).rawConnection;
  const postgres = connection.options.type === 'postgres';
  if (copies.length === 0) return { products: 0, variants: 0, rows: 0 };
  return connection.transaction((manager) =>
    new BulkCopy(manager, postgres).run(copies, onProgress),
  );
}

class BulkCopy {
  /** Owning original product of each original entity, by kind and id. */
  private readonly owners: Record<Kind, Map<number, number>> = {
    product: new Map(),
    group: new Map(),
    option: new Map(),
    variant: new Map(),
  };
  private readonly nextIds = new Map<string, number>();
  private readonly taxRates = new Map<string, { rate: TaxRate; includesTax: boolean }>();

  constructor(
    private readonly manager: EntityManager,
    private readonly postgres: boolean,
  ) {}

  async run(
    copies: readonly ScaledProduct[],
    onProgress?: (table: string, rows: number) => void,
  ): Promise<BulkCopyResult> {
    const originals = [...new Map(copies.map((entry) => [entry.original.slug, entry.original]))];
    const originalIds = await this.findOriginals(originals.map(([slug]) => slug));
    await this.loadOwners([...originalIds.values()]);
    const curated = await this.curatedCollectionIds();

    // Every original's rows, table by table, grouped by the original product.
    const originalRows = new Map<string, Map<number, Row[]>>();
    for (const spec of TABLES) {
      originalRows.set(spec.table, await this.readOriginalRows(spec));
    }

    let rows = 0;
    let variants = 0;
    // One id map per copy: original entity id to the copy's.
    const idMaps = copies.map(() => new Map<string, number>());
    for (const spec of TABLES) {
      const byProduct = originalRows.get(spec.table) ?? new Map<number, Row[]>();
      const output: Row[] = [];
      for (const [index, { product: copy, original }] of copies.entries()) {
        const productId = originalIds.get(original.slug);
        if (productId === undefined) throw new Error(`No product ${original.slug} to copy.`);
        const ids = idMaps[index] as Map<string, number>;
        for (const source of byProduct.get(productId) ?? []) {
          const row = await this.cloneRow(spec, source, ids, copy, original, curated);
          if (row) output.push(row);
        }
      }
      await this.insert(spec.table, output);
      if (spec.table === 'product_variant') variants = output.length;
      rows += output.length;
      onProgress?.(spec.table, output.length);
    }
    if (this.postgres) await this.advanceSequences();
    return { products: copies.length, variants, rows };
  }

  private async findOriginals(slugs: readonly string[]): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    for (const chunk of chunks(slugs, ID_CHUNK)) {
      const found = await this.select(
        `SELECT DISTINCT t."baseId" AS "id", t."slug" AS "slug" FROM "product_translation" t
         INNER JOIN "product" p ON p."id" = t."baseId"
         WHERE p."deletedAt" IS NULL AND t."slug" IN (${this.placeholders(chunk.length)})`,
        chunk,
      );
      for (const row of found) ids.set(String(row.slug), Number(row.id));
    }
    const missing = slugs.filter((slug) => !ids.has(slug));
    if (missing.length > 0) {
      throw new Error(`The products to copy are not in the database: ${missing.join(', ')}.`);
    }
    return ids;
  }

  private async loadOwners(productIds: readonly number[]): Promise<void> {
    for (const id of productIds) this.owners.product.set(id, id);
    for (const chunk of chunks(productIds, ID_CHUNK)) {
      const list = this.placeholders(chunk.length);
      for (const row of await this.select(
        `SELECT "id", "productId" FROM "product_variant" WHERE "productId" IN (${list})`,
        chunk,
      )) {
        this.owners.variant.set(Number(row.id), Number(row.productId));
      }
      for (const row of await this.select(
        `SELECT "productOptionGroupId", "productId" FROM "product_option_groups_product_option_group"
         WHERE "productId" IN (${list})`,
        chunk,
      )) {
        this.owners.group.set(Number(row.productOptionGroupId), Number(row.productId));
      }
    }
    for (const chunk of chunks([...this.owners.group.keys()], ID_CHUNK)) {
      for (const row of await this.select(
        `SELECT "id", "groupId" FROM "product_option" WHERE "groupId" IN (${this.placeholders(chunk.length)})`,
        chunk,
      )) {
        const product = this.owners.group.get(Number(row.groupId));
        if (product !== undefined) this.owners.option.set(Number(row.id), product);
      }
    }
  }

  /** Collections of hand-picked products: a copy is not one of those picks. */
  private async curatedCollectionIds(): Promise<Set<number>> {
    const collections = await this.select(`SELECT "id", "filters" FROM "collection"`, []);
    const curated = new Set<number>();
    for (const { id, filters } of collections) {
      const parsed: unknown = typeof filters === 'string' ? JSON.parse(filters) : filters;
      if (
        Array.isArray(parsed) &&
        parsed.some((filter: { code?: unknown }) => filter.code === productIdCollectionFilter.code)
      ) {
        curated.add(Number(id));
      }
    }
    return curated;
  }

  private async readOriginalRows(spec: TableSpec): Promise<Map<number, Row[]>> {
    const ownerKind: Kind =
      spec.owner === 'id' ? (spec.id as Kind) : (spec.refs[spec.owner] as Kind);
    const owners = this.owners[ownerKind];
    const byProduct = new Map<number, Row[]>();
    for (const chunk of chunks([...owners.keys()], ID_CHUNK)) {
      const where = spec.where ? ` AND ${spec.where}` : '';
      const rows = await this.select(
        `SELECT * FROM "${spec.table}" WHERE "${spec.owner}" IN (${this.placeholders(chunk.length)})${where}`,
        chunk,
      );
      for (const row of rows) {
        const product = owners.get(Number(row[spec.owner]));
        if (product === undefined) continue;
        const list = byProduct.get(product) ?? [];
        list.push(row);
        byProduct.set(product, list);
      }
    }
    // The database returns rows in no promised order; ids keep the copy's order the original's.
    for (const list of byProduct.values()) {
      list.sort((a, b) => compareRows(a, b));
    }
    return byProduct;
  }

  private async cloneRow(
    spec: TableSpec,
    source: Row,
    ids: Map<string, number>,
    copy: DemoProduct,
    original: DemoProduct,
    curated: ReadonlySet<number>,
  ): Promise<Row | undefined> {
    const row: Row = { ...source };
    if (spec.table === 'collection_product_variants_product_variant') {
      if (curated.has(Number(source.collectionId))) return undefined;
    }
    for (const [column, kind] of Object.entries(spec.refs)) {
      const mapped = ids.get(`${kind}:${Number(source[column])}`);
      if (mapped === undefined) {
        throw new Error(`${spec.table}.${column} ${String(source[column])} has no copy yet.`);
      }
      row[column] = mapped;
    }
    if (spec.id) {
      const id = await this.nextId(spec.table);
      if (spec.id !== 'own') ids.set(`${spec.id}:${Number(source.id)}`, id);
      row.id = id;
    }
    if ('createdAt' in row) {
      const now = this.now();
      row.createdAt = now;
      row.updatedAt = now;
    }
    const language = (row.languageCode as keyof DemoProduct['name'] | undefined) ?? 'en';
    const variantOf = (sku: unknown) => {
      const index = original.variants.findIndex((variant) => variant.sku === sku);
      const variant = copy.variants[index];
      if (!variant) throw new Error(`No variant ${String(sku)} in ${original.slug}.`);
      return variant;
    };
    const variantName = (variant: DemoProduct['variants'][number]) =>
      [copy.name[language], ...variant.options.map((option) => option[language])].join(' ');
    switch (spec.table) {
      case 'product': {
        if (!('customFieldsOriginalprice' in row)) {
          throw new Error('The product table has no customFieldsOriginalprice column.');
        }
        const was = copy.details.originalPriceWithTax;
        row.customFieldsOriginalprice = was === undefined ? null : Math.round(was * 100);
        break;
      }
      case 'product_translation':
        row.name = copy.name[language];
        row.slug = copy.slug;
        break;
      case 'product_option_group': {
        const code = String(source.code);
        if (!code.startsWith(`${original.slug}-`)) {
          throw new Error(`Unexpected option group code ${code} on ${original.slug}.`);
        }
        row.code = copy.slug + code.slice(original.slug.length);
        break;
      }
      case 'product_variant':
        row.sku = variantOf(source.sku).sku;
        break;
      case 'product_variant_translation':
        row.name = variantName(variantOf(await this.originalSku(Number(source.baseId))));
        break;
      case 'product_variant_price':
        row.price = Math.round(
          variantOf(await this.originalSku(Number(source.variantId))).priceWithTax * 100,
        );
        break;
      case 'search_index_item': {
        const variant = variantOf(source.sku);
        row.productName = copy.name[language];
        row.productVariantName = variantName(variant);
        row.slug = copy.slug;
        row.sku = variant.sku;
        const prices = await this.indexPrices(
          Number(source.productVariantId),
          Number(source.channelId),
          Math.round(variant.priceWithTax * 100),
        );
        row.price = prices.price;
        row.priceWithTax = prices.priceWithTax;
        const collectionIds = splitList(source.collectionIds);
        const collectionSlugs = splitList(source.collectionSlugs);
        const kept = collectionIds.flatMap((id, index) =>
          curated.has(Number(id)) ? [] : [[id, collectionSlugs[index]] as const],
        );
        row.collectionIds = kept.map(([id]) => id).join(',');
        row.collectionSlugs = kept.map(([, slug]) => slug).join(',');
        break;
      }
    }
    return row;
  }

  private readonly skus = new Map<number, string>();

  private async originalSku(variantId: number): Promise<string> {
    if (this.skus.size === 0) {
      for (const chunk of chunks([...this.owners.variant.keys()], ID_CHUNK)) {
        for (const row of await this.select(
          `SELECT "id", "sku" FROM "product_variant" WHERE "id" IN (${this.placeholders(chunk.length)})`,
          chunk,
        )) {
          this.skus.set(Number(row.id), String(row.sku));
        }
      }
    }
    const sku = this.skus.get(variantId);
    if (sku === undefined) throw new Error(`No original variant ${variantId}.`);
    return sku;
  }

  /**
   * The index's price and price with tax for a channel price, as Vendure's default price
   * calculation and money strategy give them (the channel's default tax zone, the variant's tax
   * category).
   */
  private async indexPrices(
    originalVariantId: number,
    channelId: number,
    channelPrice: number,
  ): Promise<{ price: number; priceWithTax: number }> {
    const key = `${originalVariantId}:${channelId}`;
    let tax = this.taxRates.get(key);
    if (!tax) {
      const [found] = await this.select(
        `SELECT r."value" AS "value", c."pricesIncludeTax" AS "includesTax"
         FROM "product_variant" v
         INNER JOIN "channel" c ON c."id" = ${this.placeholder(1)}
         INNER JOIN "tax_rate" r ON r."categoryId" = v."taxCategoryId" AND r."zoneId" = c."defaultTaxZoneId"
         WHERE v."id" = ${this.placeholder(2)} AND r."enabled" = ${this.postgres ? 'true' : '1'}
         ORDER BY r."id"`,
        [channelId, originalVariantId],
      );
      if (!found) throw new Error(`No tax rate for variant ${originalVariantId}.`);
      tax = {
        rate: new TaxRate({ value: Number(found.value) }),
        includesTax: found.includesTax === true || Number(found.includesTax) === 1,
      };
      this.taxRates.set(key, tax);
    }
    return tax.includesTax
      ? {
          price: roundMoney(tax.rate.netPriceOf(channelPrice)),
          priceWithTax: roundMoney(channelPrice),
        }
      : {
          price: roundMoney(channelPrice),
          priceWithTax: roundMoney(tax.rate.grossPriceOf(channelPrice)),
        };
  }

  private async nextId(table: string): Promise<number> {
    let next = this.nextIds.get(table);
    if (next === undefined) {
      const [row] = await this.select(`SELECT MAX("id") AS "max" FROM "${table}"`, []);
      next = Number(row?.max ?? 0) + 1;
    }
    this.nextIds.set(table, next + 1);
    return next;
  }

  private now(): Date | string {
    const now = new Date();
    // TypeORM's SQLite drivers store datetimes as UTC text in this form.
    return this.postgres ? now : now.toISOString().replace('T', ' ').replace('Z', '');
  }

  private async insert(table: string, rows: readonly Row[]): Promise<void> {
    const first = rows[0];
    if (!first) return;
    const columns = Object.keys(first);
    const perInsert = Math.max(
      1,
      Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / columns.length)),
    );
    const columnList = columns.map((column) => `"${column}"`).join(', ');
    for (const chunk of chunks(rows, perInsert)) {
      const parameters: unknown[] = [];
      const values = chunk.map((row) => {
        const slots = columns.map((column) => {
          parameters.push(row[column]);
          return this.placeholder(parameters.length);
        });
        return `(${slots.join(', ')})`;
      });
      await this.manager.query(
        `INSERT INTO "${table}" (${columnList}) VALUES ${values.join(', ')}`,
        parameters,
      );
    }
  }

  /** Explicit ids leave PostgreSQL's sequences behind; Vendure's next insert would collide. */
  private async advanceSequences(): Promise<void> {
    for (const table of this.nextIds.keys()) {
      await this.manager.query(
        `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), (SELECT MAX("id") FROM "${table}"))`,
      );
    }
  }

  private select(sql: string, parameters: readonly unknown[]): Promise<Row[]> {
    return this.manager.query(sql, [...parameters]) as Promise<Row[]>;
  }

  private placeholder(position: number): string {
    return this.postgres ? `$${position}` : '?';
  }

  private placeholders(count: number): string {
    return Array.from({ length: count }, (_, index) => this.placeholder(index + 1)).join(', ');
  }
}

function compareRows(a: Row, b: Row): number {
  for (const key of ['id', 'collectionId', 'productVariantId', 'languageCode', 'channelId']) {
    const left = a[key];
    const right = b[key];
    if (left === undefined || right === undefined || left === right) continue;
    return String(left).localeCompare(String(right), 'en', { numeric: true });
  }
  return 0;
}

function splitList(value: unknown): string[] {
  const text = String(value ?? '');
  return text === '' ? [] : text.split(',');
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) {
    result.push(items.slice(index, index + size));
  }
  return result;
}
