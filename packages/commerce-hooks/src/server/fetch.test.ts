import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse, print } from 'graphql';
import type { ShopFailureReport } from '../transport';
import { ShopApiError } from '../shop-api';
import { serverQuery, setServerFailureReporter } from './fetch';

// A real HTTP server on loopback: the fetcher's request and its reading of answers are what's tested.
type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let handler: Handler = () => undefined;
let server: Server;
let endpoint: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => handler(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/shop-api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let reports: ShopFailureReport[] = [];
beforeEach(() => {
  reports = [];
  setServerFailureReporter((report) => reports.push(report));
});

const json = (res: ServerResponse, status: number, value: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
};

const X = parse('query X { x }') as TypedDocumentNode<{ x: unknown }, Record<string, never>>;
const Q = parse('query Q($take: Int!) { ok }') as TypedDocumentNode<
  { ok: boolean },
  { take: number }
>;

describe('serverQuery', () => {
  it('posts query, variables and operation name with the language and Accept header', async () => {
    let seen: { url?: string; accept?: string; body?: unknown; cookie?: string } = {};
    handler = (req, body, res) => {
      seen = {
        url: req.url,
        accept: req.headers.accept,
        body: JSON.parse(body),
        cookie: req.headers.cookie,
      };
      json(res, 200, { data: { ok: true } });
    };
    const data = await serverQuery({
      document: Q,
      variables: { take: 8 },
      locale: 'en',
      endpoint,
    });
    expect(data).toEqual({ ok: true });
    expect(seen.url).toBe('/shop-api?languageCode=en');
    expect(seen.accept).toMatch(/^application\/graphql-response\+json, application\/json/);
    expect(seen.body).toEqual({
      query: print(Q),
      operationName: 'Q',
      variables: { take: 8 },
    });
    expect(seen.cookie).toBeUndefined();
  });

  it('turns GraphQL errors into a ShopApiError carrying them', async () => {
    handler = (_req, _body, res) => json(res, 200, { errors: [{ message: 'Cannot query field' }] });
    const failure = serverQuery({ document: X, locale: 'ar', endpoint });
    await expect(failure).rejects.toMatchObject({
      kind: 'graphql',
      operationName: 'X',
      errors: [{ message: 'Cannot query field' }],
    });
  });

  it('reports HTTP failures with their status', async () => {
    handler = (_req, _body, res) => json(res, 503, { message: 'down' });
    const error = await serverQuery({
      document: X,
      locale: 'ar',
      endpoint,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShopApiError);
    expect(error).toMatchObject({ kind: 'http', status: 503 });
    expect(reports).toEqual([
      expect.objectContaining({
        client: 'storefront-server',
        operationType: 'query',
        operationName: 'X',
        status: 503,
      }),
    ]);
  });

  it('rejects a body that is not a JSON object', async () => {
    handler = (_req, _body, res) => json(res, 200, 'hello');
    await expect(serverQuery({ document: X, locale: 'ar', endpoint })).rejects.toMatchObject({
      kind: 'invalid-result',
    });
  });

  it('reports an unreachable server as a network error', async () => {
    await expect(
      serverQuery({
        document: X,
        locale: 'ar',
        endpoint: 'http://127.0.0.1:9/shop-api',
      }),
    ).rejects.toMatchObject({ kind: 'network' });
  });
});
