import { createRequire } from 'node:module';
import { createServer, get, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * `patches/next@15.5.29.patch` (docs/decisions.md, "Next's gzip keeps its dictionary across
 * flushes"): Next's `compress` middleware, which `next start` puts before every page, must flush
 * each streamed chunk with Z_SYNC_FLUSH, not zlib's default Z_FULL_FLUSH. This fails when the patch
 * stops applying (a Next upgrade): then a chunk that repeats what the page already sent costs as
 * much as the first time.
 */

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
const requireFromNext = createRequire(require.resolve('next/package.json'));
const compression = requireFromNext('next/dist/compiled/compression') as () => Middleware;

/** ~12 KB of words in a fixed pseudo-random order: compressible, but not trivially. */
function text(): string {
  const words = ['كنبة', 'sofa', 'طاولة', 'table', 'كرسي', 'chair', 'سرير', 'bed', 'oak', 'linen'];
  let state = 7;
  const out: string[] = [];
  for (let i = 0; i < 1_500; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    out.push(words[state % words.length]!, String(state % 997));
  }
  return out.join(' ');
}

/**
 * Streams `chunk` twice through Next's middleware, flushing after each as Next does, and waits for
 * the client to receive the first before sending the second (a flush must still flush).
 */
async function streamTwice(chunk: string): Promise<{ wire: number; body: string }> {
  let received: () => void = () => undefined;
  const firstArrived = new Promise<void>((resolve) => (received = resolve));
  const middleware = compression();
  const server = createServer((req, res) => {
    middleware(req, res, () => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      const flushing = res as ServerResponse & { flush(): void };
      res.write(chunk);
      flushing.flush();
      void firstArrived.then(() => {
        res.write(chunk);
        flushing.flush();
        res.end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise((resolve, reject) => {
      get({ port, host: '127.0.0.1', headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => {
          parts.push(part);
          received();
        });
        response.on('end', () => {
          const wire = Buffer.concat(parts);
          resolve({ wire: wire.length, body: gunzipSync(wire).toString('utf8') });
        });
        response.on('error', reject);
      }).on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe("Next's gzip across streamed chunks (patches/next@15.5.29.patch)", () => {
  it('sends a repeated chunk as back-references, streamed chunk by chunk', async () => {
    const chunk = text();
    const once = gzipSync(chunk).length;
    const { wire, body } = await streamTwice(chunk);
    expect(body).toBe(chunk + chunk);
    // Z_FULL_FLUSH forgets the first chunk: the second would cost `once` again (~2x in all).
    expect(wire).toBeLessThan(once * 1.2);
  });
});
