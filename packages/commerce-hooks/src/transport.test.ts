import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ShopApiError } from './shop-api';
import {
  operationTypeOf,
  shopBatch,
  shopRequest,
  type ShopFailureReport,
  type ShopTransportOptions,
} from './transport';

// A real HTTP server on loopback: what goes over the wire and how answers are read is what's tested.
type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let handler: Handler = () => undefined;
let requests: { url?: string; body: unknown }[] = [];
let server: Server;
let endpoint: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({ url: req.url, body: body ? JSON.parse(body) : undefined });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/shop-api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let reports: ShopFailureReport[] = [];
beforeEach(() => {
  requests = [];
  reports = [];
});

const options = (): ShopTransportOptions => ({
  endpoint,
  locale: 'en',
  client: 'test-client',
  reporter: (report) => reports.push(report),
});

const json = (res: ServerResponse, status: number, value: unknown, headers = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(value));
};

/** Answers `first` to the first request and `then` to every later one. */
const firstThen =
  (first: [number, unknown], then: [number, unknown]): Handler =>
  (_req, _body, res) =>
    requests.length === 1 ? json(res, ...first) : json(res, ...then);

const QUERY = { query: 'query Cities { cities { id } }', operationName: 'Cities' };
const MUTATION = {
  query: 'mutation Add($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { id } }',
  operationName: 'Add',
  variables: { id: '1' },
};

describe('retries', () => {
  it('asks once more when a query meets 503, and returns the second answer', async () => {
    handler = firstThen([503, { message: 'busy' }], [200, { data: { cities: [] } }]);
    const result = await shopRequest(options(), QUERY);
    expect(result.data).toEqual({ cities: [] });
    expect(requests).toHaveLength(2);
    expect(reports).toHaveLength(0);
  });

  it('never repeats a mutation: a 503 fails it after one request', async () => {
    handler = firstThen([503, { message: 'busy' }], [200, { data: { addItemToOrder: {} } }]);
    const error = await shopRequest(options(), MUTATION).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 503 });
    expect(requests).toHaveLength(1);
  });

  it('retries a query only once: two 503s fail it', async () => {
    handler = (_req, _body, res) => json(res, 503, {});
    await expect(shopRequest(options(), QUERY)).rejects.toMatchObject({ status: 503 });
    expect(requests).toHaveLength(2);
  });

  it.each([408, 409, 425, 429, 500, 502, 504])('retries a query on %i', async (status) => {
    handler = firstThen([status, {}], [200, { data: { cities: [] } }]);
    await shopRequest(options(), QUERY);
    expect(requests).toHaveLength(2);
  });

  it('does not retry statuses that will not change (400, 401, 404)', async () => {
    for (const status of [400, 401, 404]) {
      requests = [];
      handler = (_req, _body, res) => json(res, status, {});
      await expect(shopRequest(options(), QUERY)).rejects.toMatchObject({ kind: 'http', status });
      expect(requests).toHaveLength(1);
    }
  });
});

describe('answers', () => {
  it('sends the operation as JSON with the language and the Accept header', async () => {
    let accept: string | undefined;
    handler = (req, _body, res) => {
      accept = req.headers.accept;
      json(res, 200, { data: { addItemToOrder: { id: '9' } } });
    };
    await shopRequest({ ...options(), locale: 'ar' }, MUTATION);
    expect(requests[0]).toEqual({ url: '/shop-api?languageCode=ar', body: MUTATION });
    expect(accept).toMatch(/^application\/graphql-response\+json, application\/json/);
  });

  it('gives an HTTP error its status and headers', async () => {
    handler = (_req, _body, res) =>
      json(res, 400, { errors: [{ message: 'bad' }] }, { 'x-a': 'b' });
    const error = (await shopRequest(options(), QUERY).catch((e: unknown) => e)) as ShopApiError;
    expect(error).toBeInstanceOf(ShopApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400, errors: [{ message: 'bad' }] });
    expect(error.headers?.get('x-a')).toBe('b');
  });

  it('rejects a body that is neither an object nor an array as an invalid result', async () => {
    handler = (_req, _body, res) => json(res, 200, 'hello');
    await expect(shopRequest(options(), QUERY)).rejects.toMatchObject({ kind: 'invalid-result' });
    handler = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>proxy error</html>');
    };
    await expect(shopRequest(options(), QUERY)).rejects.toMatchObject({ kind: 'invalid-result' });
  });

  it('fails on GraphQL errors by default, and returns data with errors under policy all', async () => {
    const partial = {
      data: { cities: null },
      errors: [{ message: 'Forbidden', path: ['cities'] }],
    };
    handler = (_req, _body, res) => json(res, 200, partial);
    await expect(shopRequest(options(), QUERY)).rejects.toMatchObject({
      kind: 'graphql',
      errors: partial.errors,
    });
    const result = await shopRequest(options(), QUERY, 'all');
    expect(result).toEqual({ data: { cities: null }, errors: partial.errors });
  });

  it('reports a failure with client, operation type, name, status and errors', async () => {
    handler = (_req, _body, res) => json(res, 500, { errors: [{ message: 'boom' }] });
    await shopRequest(options(), MUTATION).catch(() => undefined);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      client: 'test-client',
      operationType: 'mutation',
      operationName: 'Add',
      status: 500,
      errors: [{ message: 'boom' }],
    });
  });

  it('reports an unreachable server as a network error', async () => {
    const error = await shopRequest(
      { ...options(), endpoint: 'http://127.0.0.1:9/shop-api' },
      QUERY,
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network' });
    expect(reports[0]).toMatchObject({ operationName: 'Cities', status: undefined });
  });
});

describe('batches', () => {
  it('sends operations as one array and hands back each result in order', async () => {
    handler = (_req, body, res) =>
      json(
        res,
        200,
        (JSON.parse(body) as { operationName: string }[]).map((op) => ({
          data: { name: op.operationName },
        })),
      );
    const results = await shopBatch(options(), [
      QUERY,
      { query: 'query Me { me { id } }', operationName: 'Me' },
    ]);
    expect(requests).toHaveLength(1);
    expect(Array.isArray(requests[0]!.body)).toBe(true);
    expect(results.map((result) => result.data)).toEqual([{ name: 'Cities' }, { name: 'Me' }]);
  });

  it('retries a batch of queries, but not one holding a mutation', async () => {
    handler = firstThen([503, {}], [200, [{ data: {} }, { data: {} }]]);
    await shopBatch(options(), [QUERY, QUERY]);
    expect(requests).toHaveLength(2);
    requests = [];
    await expect(shopBatch(options(), [QUERY, MUTATION])).rejects.toMatchObject({ status: 503 });
    expect(requests).toHaveLength(1);
  });

  it('treats an object where an array of results belongs as an invalid result', async () => {
    handler = (_req, _body, res) => json(res, 200, { data: {} });
    await expect(shopBatch(options(), [QUERY, QUERY])).rejects.toMatchObject({
      kind: 'invalid-result',
    });
  });
});

describe('operationTypeOf', () => {
  it('reads the type of the named operation', () => {
    expect(operationTypeOf('{ me { id } }')).toBe('query');
    expect(operationTypeOf('# a comment\nmutation Go { go }')).toBe('mutation');
    expect(operationTypeOf('query A { a } mutation B { b }', 'B')).toBe('mutation');
    expect(operationTypeOf('fragment F on X { id } query A { ...F }', 'A')).toBe('query');
  });
});
