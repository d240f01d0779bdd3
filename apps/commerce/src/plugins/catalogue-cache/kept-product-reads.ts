import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ID, Logger, type TransactionalConnection } from '@vendure/core';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Kept product reads: the Shop API's answers to anonymous `product(slug)` reads, kept in the
 * database until the product changes, and read again in the background when it has (issue 30: a
 * product's first read at 10 clients).
 *
 * The read cache (catalogue-cache) keeps every anonymous catalogue answer for its TTL (a minute in
 * production) in Vendure's cache. A product nobody opened in that minute costs a full read: the
 * product, its variants, prices, stock, pictures and collections, then every field resolved —
 * 20–28 ms of the process's one thread on this machine, so ten shoppers at once wait for each
 * other (p99 ~400 ms). A product's answer changes only with an event about it (or a catalogue-wide
 * one), never with the clock, so it can be kept much longer than the TTL:
 * - **Kept.** Each answer of a found product that the read cache stores is also written here,
 *   with what is needed to ask again (the path with its query string, the headers the answer
 *   depends on, the body).
 * - **Read.** When the read cache has no answer, a kept one that is not stale answers, and goes
 *   back into the read cache for the TTL. One indexed row by its key: about a millisecond.
 * - **Stale.** The events that forget a product's reads in the read cache mark its kept reads
 *   stale; the catalogue-wide ones (a tax rate, a collection, a picture) mark every kept read
 *   stale. Marking asks for rows computed before the event only. It first writes when the
 *   product changed ({@link KeptProductChange}); a read that began before that and is kept after
 *   the marking finds the change once it has written its row, and marks its row stale itself. A
 *   stale row never answers: the shopper's read is a full one, as without this store.
 * - **Read again.** Every server process asks its own Shop API again, over loopback, for the
 *   stale rows most recently read, one at a time and at most a quarter of the time (each read
 *   is followed by a pause three times as long), so that the next shopper finds the fresh answer
 *   kept. A row is claimed first (several replicas share the table); a row whose read no longer
 *   finds its product is deleted.
 * - **Bounded.** Rows are made only by reads that cost their sender a full read, and the rows not
 *   read for {@link FORGET_UNREAD_DAYS} days or beyond {@link MAX_KEPT_READS} are deleted, least
 *   recently read first, so what is read again after a catalogue-wide edit is what shoppers read.
 *
 * Only product reads are kept: listings and searches change with every product and with the
 * search index's jobs, and stay in the read cache for its TTL.
 */
@Entity('kept_product_read')
@Index(['stale', 'readAt'])
export class KeptProductRead {
  /** The read cache's key of the request (its document, variables, language, channel, host). */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  key!: string;

  @Index()
  @Column({ type: 'integer' })
  productId!: number;

  /** The JSON of the answer's `data`. */
  @Column('text')
  data!: string;

  /** How to ask again: a {@link KeptRequest} as JSON. */
  @Column('text')
  request!: string;

  /** 0: answers; 1: the product changed since, to be read again. */
  @Column({ type: 'integer', default: 0 })
  stale!: number;

  /** When the read that made this answer began (ms since the epoch). */
  @Column({ type: 'bigint' })
  computedAt!: number;

  /** When it last answered a shopper, to the hour (ms since the epoch). */
  @Column({ type: 'bigint' })
  readAt!: number;

  /** When a process claimed it to read it again (ms since the epoch); null: unclaimed. */
  @Column({ type: 'bigint', nullable: true })
  claimedAt!: number | null;
}

/**
 * When a product last changed (its kept reads computed before then are stale); product 0 is every
 * product (a catalogue-wide edit). Rows older than a day are trimmed: no read lasts that long.
 */
@Entity('kept_product_change')
export class KeptProductChange {
  @PrimaryColumn({ type: 'integer' })
  productId!: number;

  /** When the event was received (ms since the epoch). */
  @Column({ type: 'bigint' })
  changedAt!: number;
}

/** The {@link KeptProductChange} row that stands for every product. */
const EVERY_PRODUCT = 0;

/**
 * A request as the store asks it again. The answer depends on nothing else of the connection:
 * Vendure makes asset URLs from the `Host` header and `X-Forwarded-Proto` as sent (or the
 * socket's protocol, plain HTTP for this server and for the loopback alike), the channel from
 * `vendure-token`, the language and currency from the query string, and an anonymous shopper's
 * tax zone from the channel. Only what its answer depends on is kept.
 */
export interface KeptRequest {
  /** The path with its query string (`/shop-api?languageCode=ar`). */
  url: string;
  headers: Record<string, string>;
  body: { query: string; operationName?: string | null; variables?: unknown };
}

/** The request headers an answer depends on (the read cache's key has them too). */
export const KEPT_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'vendure-token'];

/** More rows than this are trimmed, least recently read first (~3 KB each). */
export const MAX_KEPT_READS = 200_000;
/** Rows not read for this long are deleted. */
export const FORGET_UNREAD_DAYS = 30;
/** `readAt` is written again only when it is older than this (a hit writes nothing else). */
const READ_AT_GRANULARITY_MS = 60 * 60 * 1000;
/** A claim older than this is another process's that died: the row may be claimed again. */
const CLAIM_TIMEOUT_MS = 60_000;
/** How often an idle process looks for stale rows. */
const POLL_MS = 1_000;
/** A read again is followed by a pause this many times as long. */
const PAUSE_FACTOR = 3;
/** How long a read again may take before it is given up. */
const READ_AGAIN_TIMEOUT_MS = 30_000;
const TRIM_EVERY_MS = 60 * 60 * 1000;

const loggerCtx = 'KeptProductReads';

export interface KeptAnswer {
  data: string;
  productId: number;
}

export class KeptProductReads {
  private readonly param: (index: number) => string;
  private readonly lookupSql: string;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private busy = false;
  private lastTrim = 0;
  /** This process's HTTP server, through which stale rows are read again. */
  private server: http.Server | undefined;

  constructor(private readonly connection: TransactionalConnection) {
    const raw = connection.rawConnection;
    const postgres = raw.options.type === 'postgres';
    this.param = (index) => (postgres ? `$${index}` : '?');
    const q = (name: string) => raw.driver.escape(name);
    const table = raw.getMetadata(KeptProductRead).tablePath.split('.').map(q).join('.');
    this.lookupSql = `SELECT ${q('data')}, ${q('productId')}, ${q('readAt')} FROM ${table} WHERE ${q('key')} = ${this.param(1)} AND ${q('stale')} = 0`;
  }

  private get repository() {
    return this.connection.rawConnection.getRepository(KeptProductRead);
  }

  private get changes() {
    return this.connection.rawConnection.getRepository(KeptProductChange);
  }

  /** The kept answer of a request's key, when it is not stale. */
  async lookup(key: string): Promise<KeptAnswer | undefined> {
    const rows = (await this.connection.rawConnection.query(this.lookupSql, [key])) as Array<{
      data: string;
      productId: number | string;
      readAt: number | string;
    }>;
    const row = rows[0];
    if (!row) return undefined;
    const now = Date.now();
    if (now - Number(row.readAt) > READ_AT_GRANULARITY_MS) {
      void this.repository
        .update({ key }, { readAt: now })
        .catch((error: unknown) => Logger.warn(`readAt: ${String(error)}`, loggerCtx));
    }
    return { data: row.data, productId: Number(row.productId) };
  }

  /** Keeps the answer of a read that began at `computedAt`, in place of an older one. */
  async keep(
    key: string,
    productId: ID,
    data: string,
    request: KeptRequest,
    computedAt: number,
  ): Promise<void> {
    const id = Number(productId);
    if (!Number.isSafeInteger(id)) return;
    await this.repository
      .createQueryBuilder()
      .insert()
      .values({
        key,
        productId: id,
        data,
        request: JSON.stringify(request),
        stale: 0,
        computedAt,
        readAt: Date.now(),
        claimedAt: null,
      })
      .orUpdate(['productId', 'data', 'request', 'stale', 'computedAt', 'claimedAt'], ['key'])
      .execute();
    // A change since the read began, marked before this row was written: the row is stale.
    const changed = await this.changes
      .createQueryBuilder('change')
      .where('"change"."productId" IN (:...ids)', { ids: [id, EVERY_PRODUCT] })
      .andWhere('"change"."changedAt" >= :computedAt', { computedAt })
      .getCount();
    if (changed > 0) {
      await this.repository
        .createQueryBuilder()
        .update()
        .set({ stale: 1 })
        .where('"key" = :key AND "computedAt" = :computedAt', { key, computedAt })
        .execute();
    }
  }

  /**
   * Marks stale the kept reads of these products (every kept read: `undefined`) that were computed
   * before `before` (the event's time), and drops their claims.
   */
  async markStale(productIds: readonly ID[] | undefined, before: number): Promise<void> {
    const ids = productIds?.map(Number).filter(Number.isSafeInteger);
    if (ids && ids.length === 0) return;
    // The change first, then the rows: a read kept in between sees the change (see keep).
    const changed = ids ?? [EVERY_PRODUCT];
    await this.changes
      .createQueryBuilder()
      .insert()
      .values(changed.map((productId) => ({ productId, changedAt: before })))
      .orIgnore()
      .execute();
    await this.changes
      .createQueryBuilder()
      .update()
      .set({ changedAt: before })
      .where('"productId" IN (:...changed) AND "changedAt" < :before', { changed, before })
      .execute();
    const query = this.repository
      .createQueryBuilder()
      .update()
      .set({ stale: 1, claimedAt: null })
      .where('"computedAt" < :before', { before });
    if (ids) query.andWhere('"productId" IN (:...ids)', { ids });
    await query.execute();
    this.wake();
  }

  /** Starts reading stale rows again through this process's HTTP server. */
  start(server: http.Server): void {
    this.stopped = false;
    this.server = server;
    this.schedule(POLL_MS);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  /** Looks for stale rows at once (after this process marked some). */
  private wake(): void {
    if (this.server && !this.stopped && !this.busy) this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.stopped || this.busy) return;
    this.busy = true;
    let next = POLL_MS;
    try {
      const started = performance.now();
      const readAgain = await this.readOneAgain();
      if (readAgain) next = Math.max(10, (performance.now() - started) * PAUSE_FACTOR);
      else await this.trimNow();
    } catch (error: unknown) {
      Logger.warn(`Reading a kept product read again: ${String(error)}`, loggerCtx);
    } finally {
      this.busy = false;
      if (!this.stopped) this.schedule(next);
    }
  }

  /** Claims the stale row most recently read and asks for it again; false when there is none. */
  private async readOneAgain(): Promise<boolean> {
    const address = this.server?.address();
    if (!address || typeof address === 'string') return false;
    const now = Date.now();
    const candidates = await this.repository
      .createQueryBuilder('kept')
      .select(['kept.key', 'kept.request'])
      .where('"kept"."stale" = 1')
      .andWhere('("kept"."claimedAt" IS NULL OR "kept"."claimedAt" < :cutoff)', {
        cutoff: now - CLAIM_TIMEOUT_MS,
      })
      .orderBy('kept.readAt', 'DESC')
      .limit(5)
      .getMany();
    for (const candidate of candidates) {
      const claimed = await this.repository
        .createQueryBuilder()
        .update()
        .set({ claimedAt: now })
        .where('"key" = :key AND "stale" = 1', { key: candidate.key })
        .andWhere('("claimedAt" IS NULL OR "claimedAt" < :cutoff)', {
          cutoff: now - CLAIM_TIMEOUT_MS,
        })
        .execute();
      if (!claimed.affected) continue;
      const request = JSON.parse(candidate.request) as KeptRequest;
      await askAgain(address, request).catch((error: unknown) =>
        Logger.warn(`Asking again for ${request.url}: ${String(error)}`, loggerCtx),
      );
      // Still stale and still this claim: the read kept nothing (the product is gone, hidden,
      // or the read failed). The next shopper's read makes the row again if it finds the product.
      await this.repository
        .createQueryBuilder()
        .delete()
        .where('"key" = :key AND "stale" = 1 AND "claimedAt" = :now', { key: candidate.key, now })
        .execute();
      return true;
    }
    return false;
  }

  /** At most once an hour: deletes rows not read for a month, and beyond the cap. */
  private async trimNow(): Promise<void> {
    const now = Date.now();
    if (now - this.lastTrim < TRIM_EVERY_MS) return;
    this.lastTrim = now;
    await this.changes
      .createQueryBuilder()
      .delete()
      .where('"changedAt" < :cutoff', { cutoff: now - 24 * 60 * 60 * 1000 })
      .execute();
    await this.repository
      .createQueryBuilder()
      .delete()
      .where('"readAt" < :cutoff', { cutoff: now - FORGET_UNREAD_DAYS * 24 * 60 * 60 * 1000 })
      .execute();
    const count = await this.repository.count();
    if (count <= MAX_KEPT_READS) return;
    const oldest = await this.repository
      .createQueryBuilder('kept')
      .select('kept.key')
      .orderBy('kept.readAt', 'ASC')
      .limit(count - MAX_KEPT_READS)
      .getMany();
    for (let i = 0; i < oldest.length; i += 500) {
      await this.repository.delete(oldest.slice(i, i + 500).map((row) => row.key));
    }
  }
}

/** Sends a kept request to this process's own Shop API and waits for its answer. */
function askAgain(address: AddressInfo, request: KeptRequest): Promise<void> {
  const loopback = address.family === 'IPv6' ? '::1' : '127.0.0.1';
  const host =
    address.address === '0.0.0.0' || address.address === '::' ? loopback : address.address;
  const payload = JSON.stringify(request.body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host,
        port: address.port,
        path: request.url,
        method: 'POST',
        headers: {
          ...request.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
        timeout: READ_AGAIN_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve());
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
