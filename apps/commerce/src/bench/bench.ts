import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { storefrontOperation } from '../e2e/storefront-documents';
import { PACKAGE_ROOT } from '../environment';
import { CACHE_HEADER } from '../plugins/catalogue-cache/catalogue-cache.plugin';
import { benchDataDir, DEFAULT_BENCH_PRODUCTS, freePort } from './bench-data';
import { scaleCatalogue } from './scale-catalogue';

/**
 * `pnpm --filter @dar/commerce bench`: starts the built server (`dist/index.js`) on the benchmark
 * shops made by `seed:scale` — SQLite in
 * `data/bench-N/`, and PostgreSQL when BENCH_DATABASE_URL names one — and prints, for each: cold
 * start (process start to the port answering), RSS once started, and p50/p99 latency of four
 * reads after a warm-up, one request at a time and then with several clients at once:
 * - `search`, a category listing: 20 products, one facet-value filter, sorted by price, one of
 *   its first five pages (the pages shoppers open; they repeat);
 * - `search term`: a shopper's words, Arabic spelled loosely and English plurals (folded by the
 *   arabic-search plugin), one of twelve, first page;
 * - `product popular`: `product(slug)` of one of the 100 most opened products (reads repeat; the
 *   warm-up reads each of them once, as a shop open for a while has);
 * - `product any`: `product(slug)` of any of the N products, at random: after a pass that reads
 *   every product once (as the storefront's pages and the sitemap have in a shop that is open),
 *   most are answered by the product's kept read (catalogue-cache's kept-product-reads), the
 *   rest by the read cache;
 * - `product first`: `product(slug)` of any product by a document no read has used before (a
 *   comment of its own), so that nothing has kept its answer: a product's first read since it
 *   changed, which the server itself makes in the background after an edit.
 * Each row also says what share of the reads the Shop API read cache answered, and what share
 * its kept product reads answered
 * (BENCH_READ_CACHE_TTL=0 turns it off; default 60 s, as in production), and the server's CPU
 * time per read (a figure a busy machine disturbs less than the latencies). A script that
 * prints figures, not a test: the figures depend on the machine.
 *
 * BENCH_PRODUCTS (default 10,000) says which shops; BENCH_REQUESTS (default 300) and
 * BENCH_WARMUP (default 30) how many requests of each kind; BENCH_CONCURRENCY (default "1,10")
 * how many clients at once, one row per figure; BENCH_NODE_FLAGS the server's Node flags (its
 * heap's sizes, `--cpu-prof`).
 */

const products = positiveInteger('BENCH_PRODUCTS', DEFAULT_BENCH_PRODUCTS);
const requests = positiveInteger('BENCH_REQUESTS', 300);
const warmup = positiveInteger('BENCH_WARMUP', 30);
const concurrencies = (process.env.BENCH_CONCURRENCY ?? '1,10')
  .split(',')
  .map((value) => Number(value.trim()))
  .filter((value) => Number.isInteger(value) && value > 0);
const START_TIMEOUT_MS = 5 * 60_000;

interface Target {
  name: string;
  env: Record<string, string>;
}

interface Figures {
  name: string;
  clients: number;
  coldStartMs: number;
  rssMb: number;
  reads: ReadFigures[];
  rssAfterMb: number;
}

interface ReadFigures {
  read: string;
  p50: number;
  p99: number;
  /** Share of the reads the Shop API read cache answered. */
  hits: number;
  /** Share of the reads a kept product read answered. */
  kept: number;
  /**
   * Milliseconds of the server process's CPU time per read (user + system, from /proc): less
   * sensitive to other processes on the machine than the latencies.
   */
  cpuMs: number;
  /** The same for the bench's own process (the clients), which shares the machine's cores. */
  clientCpuMs: number;
}

/** Who answered a read: the read cache, a kept product read, or the resolvers. */
type Source = 'hit' | 'kept' | 'miss';

/** One timed read: its milliseconds and who answered it. */
interface Timing {
  ms: number;
  source: Source;
}

/** Words shoppers type: loose Arabic spellings (ة/ه, أ/ا, the article) and English plurals. */
const TERMS = [
  'كنبه',
  'الكنبة',
  'اريكة',
  'طاولة',
  'كرسي',
  'سرير',
  'مكتب',
  'sofas',
  'tables',
  'chairs',
  'beds',
  'desk',
] as const;

/** What a listing shows of each product: both searches ask the same. */
const SEARCH_RESULT = `totalItems
    items {
      productId slug productName
      productAsset { preview }
      priceWithTax { ... on PriceRange { min max } ... on SinglePrice { value } }
      inStock
    }`;

const SEARCH_TERM = `query Search($term: String!) {
  search(input: { term: $term, groupByProduct: true, take: 20 }) {
${SEARCH_RESULT}
  }
}`;

/** How many products get most of the reads in `product popular`. */
const POPULAR_PRODUCTS = 100;

const SEARCH = `query Listing($facetValueId: ID!, $skip: Int!) {
  search(input: {
    facetValueFilters: [{ and: $facetValueId }]
    groupByProduct: true
    sort: { price: ASC }
    take: 20
    skip: $skip
  }) {
${SEARCH_RESULT}
  }
}`;

/**
 * What the product page asks for: the storefront's own document (packages/commerce-hooks'
 * ProductDetail), as its server sends it.
 */
const PRODUCT = storefrontOperation('ProductDetail');

async function main(): Promise<void> {
  const entry = path.join(PACKAGE_ROOT, 'dist', 'index.js');
  if (!fs.existsSync(entry)) {
    throw new Error('No dist/index.js: run `pnpm --filter @dar/commerce build` first.');
  }
  const targets: Target[] = [];
  const sqliteDir = benchDataDir(products, 'sqlite');
  if (fs.existsSync(path.join(sqliteDir, 'dar.sqlite'))) {
    targets.push({ name: 'SQLite', env: { DATA_DIR: sqliteDir } });
  } else {
    console.log(`No SQLite shop in ${sqliteDir}: run \`seed:scale ${products}\` first.`);
  }
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl) {
    targets.push({
      name: 'PostgreSQL',
      env: { DATA_DIR: benchDataDir(products, 'postgres'), DATABASE_URL: postgresUrl },
    });
  } else {
    console.log('BENCH_DATABASE_URL unset: PostgreSQL is left out.');
  }
  if (targets.length === 0) throw new Error('Nothing to measure.');

  console.log(
    `${products.toLocaleString('en')} products; ${requests} requests of each kind after ${warmup} of warm-up, with ${concurrencies.join(' and ')} client(s) at once; ${os.cpus().length} CPUs, load ${os.loadavg()[0]?.toFixed(1)}`,
  );
  const results: Figures[] = [];
  for (const target of targets) {
    console.log(`Measuring ${target.name}…`);
    results.push(...(await measure(target, entry)));
  }
  printTable(results);
}

async function measure(target: Target, entry: string): Promise<Figures[]> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  const started = performance.now();
  // Node's own flags for the server (its heap's sizes, `--cpu-prof`), to measure them.
  const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags, entry], {
    cwd: PACKAGE_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      VENDURE_DISABLE_TELEMETRY: 'true',
      LOG_LEVEL: 'warn',
      // The read cache as production has it (BENCH_READ_CACHE_TTL=0 measures without it).
      SHOP_READ_CACHE_TTL: process.env.BENCH_READ_CACHE_TTL ?? '60',
      ...target.env,
      PORT: String(port),
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const coldStartMs = (await waitForPort(baseUrl, child, () => output)) - started;
    const rssMb = rssOf(child);
    const shop = `${baseUrl}/shop-api?languageCode=ar`;

    const { products: list } = await graphql<{ products: { totalItems: number } }>(
      shop,
      '{ products(options: { take: 1 }) { totalItems } }',
    );
    if (list.totalItems !== products) {
      throw new Error(
        `The ${target.name} shop has ${list.totalItems} products, not ${products}: seed it with seed:scale.`,
      );
    }
    const facetValueId = await livingRoomFacetValue(shop);
    const slugs = scaleCatalogue(products).map((product) => product.slug);
    const random = pseudoRandom(42);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

    const popular = slugs.slice(0, POPULAR_PRODUCTS);
    // A document of its own for each first read: the same fields, a comment no read has sent.
    const nonce = Date.now().toString(36);
    let firsts = 0;
    const firstRead = () => productRead(shop, pick(slugs), `\n# first read ${nonce} ${firsts++}`);
    const reads: Array<[name: string, once: () => Promise<Timing>]> = [
      ['search', () => timed(shop, SEARCH, { facetValueId, skip: 20 * Math.floor(random() * 5) })],
      ['search term', () => timed(shop, SEARCH_TERM, { term: pick(TERMS) })],
      ['product popular', () => productRead(shop, pick(popular))],
      ['product any', () => productRead(shop, pick(slugs))],
      ['product first', firstRead],
    ];
    // A shop that is open has read every product since it last changed (its page, the sitemap).
    await readEveryProduct(shop, slugs, Math.max(...concurrencies));
    for (let i = 0; i < warmup; i++) {
      for (const [name, once] of reads) if (!name.startsWith('product ')) await once();
    }
    // A shop that has been open a while has read each popular product already: `product popular`
    // measures the reads that repeat, `product any` the first ones.
    for (const slug of popular) await productRead(shop, slug);
    const figures: Figures[] = [];
    for (const clients of concurrencies) {
      const measured: ReadFigures[] = [];
      for (const [read, once] of reads) {
        const cpuBefore = cpuMsOf(child);
        const clientCpuBefore = process.cpuUsage();
        const timings = await concurrently(clients, requests, once);
        measured.push({
          read,
          ...percentiles(timings.map((timing) => timing.ms)),
          hits: timings.filter((timing) => timing.source === 'hit').length / timings.length,
          kept: timings.filter((timing) => timing.source === 'kept').length / timings.length,
          cpuMs: (cpuMsOf(child) - cpuBefore) / timings.length,
          clientCpuMs: cpuTotalMs(process.cpuUsage(clientCpuBefore)) / timings.length,
        });
      }
      figures.push({
        name: target.name,
        clients,
        coldStartMs,
        rssMb,
        reads: measured,
        rssAfterMb: rssOf(child),
      });
    }
    return figures;
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}

/** The time (performance.now) at which the server first answered `/health`. */
async function waitForPort(
  baseUrl: string,
  child: ChildProcess,
  output: () => string,
): Promise<number> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) return performance.now();
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`The server did not answer in time:\n${output()}`);
}

/** CPU time (user + system) the server process has used, in ms, from /proc (Linux). */
function cpuMsOf(child: ChildProcess): number {
  const stat = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf-8');
  // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** User + system time of a `process.cpuUsage()` figure, in ms. */
const cpuTotalMs = ({ user, system }: NodeJS.CpuUsage) => (user + system) / 1000;

/** Linux's USER_HZ, the unit of /proc's CPU times, on every platform Node supports. */
const CLOCK_TICKS_PER_SECOND = 100;

/** Resident memory of the server process in MB, from /proc (Linux). */
function rssOf(child: ChildProcess): number {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf-8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

async function livingRoomFacetValue(shop: string): Promise<string> {
  const { search } = await graphql<{
    search: {
      facetValues: Array<{
        count: number;
        facetValue: { id: string; code: string; facet: { code: string } };
      }>;
    };
  }>(
    shop,
    '{ search(input: { take: 0, groupByProduct: true }) { facetValues { count facetValue { id code facet { code } } } } }',
  );
  const value = search.facetValues.find(
    ({ facetValue }) => facetValue.facet.code === 'room' && facetValue.code === 'living-room',
  );
  if (!value) throw new Error('No "room: living-room" facet value in the search index.');
  return value.facetValue.id;
}

async function graphql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  return (await request<T>(url, query, variables)).data;
}

/**
 * The clients' connections: Node's own HTTP client with keep-alive, as a load generator
 * (autocannon) uses. The clients share the machine's two cores with the server, so what they cost
 * is counted in the latencies: with `fetch` (undici's WHATWG streams) a cached read at one client
 * took 2 ms at p50, with this 1 ms (2026-11-28). The table's last column shows their share.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

async function request<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<{ data: T; source: Source }> {
  const payload = JSON.stringify({ query, variables });
  const { status, body, source } = await new Promise<{
    status: number;
    body: string;
    source: Source;
  }>((resolve, reject) => {
    const outgoing = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            source: sourceOf(response.headers[CACHE_HEADER]),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
  if (status !== 200) throw new Error(`HTTP ${status}: ${body.slice(0, 200)}`);
  const parsed = JSON.parse(body) as { data: T; errors?: unknown[] };
  if (parsed.errors?.length) throw new Error(JSON.stringify(parsed.errors));
  return { data: parsed.data, source };
}

function sourceOf(header: string | string[] | undefined): Source {
  return header === 'hit' || header === 'kept' ? header : 'miss';
}

async function timedWithData<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<Timing & { data: T }> {
  const started = performance.now();
  const { data, source } = await request<T>(url, query, variables);
  return { ms: performance.now() - started, source, data };
}

async function timed(
  url: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<Timing> {
  const { ms, source } = await timedWithData(url, query, variables);
  return { ms, source };
}

async function productRead(shop: string, slug: string, comment = ''): Promise<Timing> {
  const { ms, source, data } = await timedWithData<{ product: { slug: string } | null }>(
    shop,
    PRODUCT + comment,
    { slug },
  );
  if (data.product?.slug !== slug) throw new Error(`product(slug: "${slug}") found nothing.`);
  return { ms, source };
}

/** Reads every product once, `clients` at a time, and says how long it took and who answered. */
async function readEveryProduct(
  shop: string,
  slugs: readonly string[],
  clients: number,
): Promise<void> {
  const started = performance.now();
  let next = 0;
  const timings = await concurrently(clients, slugs.length, () =>
    productRead(shop, slugs[next++] as string),
  );
  const share = (source: Source) =>
    `${Math.round((timings.filter((timing) => timing.source === source).length / timings.length) * 100)}%`;
  console.log(
    `  every product read once (${slugs.length.toLocaleString('en')}, ${clients} at a time): ${((performance.now() - started) / 1000).toFixed(0)} s; read cache ${share('hit')}, kept ${share('kept')}, full reads ${share('miss')}`,
  );
}

/** `total` calls of `once`, `clients` of them in flight at a time; each call's timing. */
async function concurrently(
  clients: number,
  total: number,
  once: () => Promise<Timing>,
): Promise<Timing[]> {
  const timings: Timing[] = [];
  let started = 0;
  const client = async () => {
    while (started < total) {
      started += 1;
      timings.push(await once());
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return timings;
}

function percentiles(times: readonly number[]): { p50: number; p99: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
  return { p50: at(0.5), p99: at(0.99) };
}

/** The same slugs and pages on every run, so that two runs measure the same requests. */
function pseudoRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function printTable(results: readonly Figures[]): void {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const rows = [
    [
      'Database',
      'Clients',
      'Read',
      'p50',
      'p99',
      'Read cache',
      'Kept',
      'Server CPU per read',
      'Client CPU per read',
    ],
    ...results.flatMap((result) =>
      result.reads.map((read) => [
        result.name,
        String(result.clients),
        read.read,
        ms(read.p50),
        ms(read.p99),
        `${Math.round(read.hits * 100)}%`,
        `${Math.round(read.kept * 100)}%`,
        `${read.cpuMs.toFixed(1)} ms`,
        `${read.clientCpuMs.toFixed(1)} ms`,
      ]),
    ),
  ];
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (row: readonly string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log('');
  for (const result of results.filter(
    (r, i) => results.findIndex((o) => o.name === r.name) === i,
  )) {
    console.log(
      `${result.name}: cold start ${(result.coldStartMs / 1000).toFixed(1)} s, RSS ${result.rssMb.toFixed(0)} MB after start, ${result.rssAfterMb.toFixed(0)} MB after the run`,
    );
  }
  console.log('');
  console.log(line(rows[0] ?? []));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const row of rows.slice(1)) console.log(line(row));
}

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a positive whole number, got "${raw}".`);
  }
  return value;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
