import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gql } from '@apollo/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createShopClient } from './client';
import type { ShopFailureReport } from './transport';

// The browser client's link over a real loopback HTTP server.
let answer: (body: unknown, res: ServerResponse) => void = () => undefined;
let bodies: unknown[] = [];
let server: Server;
let endpoint: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const parsed: unknown = JSON.parse(body);
      bodies.push(parsed);
      answer(parsed, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/shop-api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  bodies = [];
});

const json = (res: ServerResponse, status: number, value: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
};

const CITIES = gql`
  query Cities {
    cities {
      id
      name
    }
  }
`;

describe('createShopClient', () => {
  it('runs a query through the transport, retrying a 503 once', async () => {
    let calls = 0;
    answer = (_body, res) =>
      ++calls === 1
        ? json(res, 503, {})
        : json(res, 200, { data: { cities: [{ __typename: 'City', id: '1', name: 'Cairo' }] } });
    const client = createShopClient({ locale: 'en', endpoint });
    const { data } = await client.query({ query: CITIES });
    expect(data).toEqual({ cities: [{ __typename: 'City', id: '1', name: 'Cairo' }] });
    expect(calls).toBe(2);
    expect(bodies[1]).toMatchObject({ operationName: 'Cities' });
  });

  it('fails a query with GraphQL errors by default, and gives data with them under all', async () => {
    answer = (_body, res) =>
      json(res, 200, { data: { cities: null }, errors: [{ message: 'Forbidden' }] });
    const client = createShopClient({ locale: 'en', endpoint });
    await expect(client.query({ query: CITIES, fetchPolicy: 'no-cache' })).rejects.toThrow(
      'Forbidden',
    );
    const partial = await client.query({
      query: CITIES,
      fetchPolicy: 'no-cache',
      errorPolicy: 'all',
    });
    expect(partial.data).toEqual({ cities: null });
    expect(partial.error?.message).toContain('Forbidden');
  });

  it('reports an HTTP failure of a mutation once, without retrying it', async () => {
    const reports: ShopFailureReport[] = [];
    answer = (_body, res) => json(res, 502, {});
    const client = createShopClient({
      locale: 'ar',
      endpoint,
      reporter: (report) => reports.push(report),
    });
    await expect(
      client.mutate({
        mutation: gql`
          mutation Logout {
            logout {
              success
            }
          }
        `,
      }),
    ).rejects.toThrow(/502/);
    expect(bodies).toHaveLength(1);
    expect(reports).toEqual([
      expect.objectContaining({
        client: 'storefront-browser',
        operationType: 'mutation',
        operationName: 'Logout',
        status: 502,
      }),
    ]);
  });

  it('sends the queries of one tick as one array when batching', async () => {
    answer = (body, res) =>
      json(
        res,
        200,
        (body as { operationName: string }[]).map((operation) => ({
          data:
            operation.operationName === 'Cities'
              ? { cities: [] }
              : { me: { __typename: 'CurrentUser', id: '7' } },
        })),
      );
    const client = createShopClient({ locale: 'en', endpoint, batch: true });
    const [cities, me] = await Promise.all([
      client.query({ query: CITIES }),
      client.query({
        query: gql`
          query Me {
            me {
              id
            }
          }
        `,
      }),
    ]);
    expect(bodies).toHaveLength(1);
    expect(Array.isArray(bodies[0])).toBe(true);
    expect(cities.data).toEqual({ cities: [] });
    expect(me.data).toEqual({ me: { __typename: 'CurrentUser', id: '7' } });
  });
});
