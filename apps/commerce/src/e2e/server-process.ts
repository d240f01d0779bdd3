import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { PACKAGE_ROOT } from '../environment';
import { seedImageDir } from '../vendure-config';
import { copyCachedPictures } from './seed-pictures';

/**
 * The commerce server as an operator runs it, in a child process (`node src/index.ts` through
 * swc), so that a spec can stop and start it again on the same database, and an API session
 * that keeps its cookies the way a browser does (the real configuration has no bearer tokens).
 */

export interface ServerProcess {
  baseUrl: string;
  /** Start the next server on it, so that API sessions (their URLs and cookies) carry over. */
  port: number;
  /** Everything the process printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `entry` (relative to the package) with `env` and waits until `/health` answers.
 * A first start imports the demo catalogue, and this machine is slow: allow minutes. The demo
 * pictures are put in DATA_DIR from the test picture cache first: the seed draws only those missing,
 * and drawing them all (the same code fills the cache) is most of a first start's time.
 */
export async function startServer(options: {
  env: Record<string, string>;
  entry?: string;
  port?: number;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  if (options.env.DATA_DIR)
    await copyCachedPictures(seedImageDir({ dataDir: options.env.DATA_DIR }));
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['-r', '@swc-node/register', options.entry ?? 'src/index.ts'],
    {
      cwd: PACKAGE_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        VENDURE_DISABLE_TELEMETRY: 'true',
        ...options.env,
        PORT: String(port),
      },
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://localhost:${port}`;
  const server: ServerProcess = {
    baseUrl,
    port,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  const deadline = Date.now() + (options.timeoutMs ?? 300_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited (${child.exitCode}):\n${output}`);
    }
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) {
        return server;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await server.stop();
  throw new Error(`The server did not answer in time:\n${output}`);
}

/** A GraphQL client that keeps the session cookies between calls, like a browser. */
export class ApiSession {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly url: string) {}

  async query<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<T> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: JSON.stringify({ query, variables }),
    });
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(';')[0] ?? '';
      const separator = pair.indexOf('=');
      this.cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    const body = (await response.json()) as { data: T; errors?: unknown[] };
    if (body.errors?.length) {
      throw new Error(`${JSON.stringify(body.errors)}\nin: ${query}`);
    }
    return body.data;
  }
}

export interface WorkerProcess {
  /** Resolves once the worker processes jobs; rejects if it exits first or takes too long. */
  ready(): Promise<void>;
  /** Resolves once the worker has printed a line matching `pattern`. */
  printed(pattern: RegExp): Promise<void>;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the worker entry (`src/worker.ts`) with `env`, as an operator runs it beside a server
 * started with JOB_QUEUE=worker. It has no port: it is ready when it says so.
 */
export function startWorker(options: {
  env: Record<string, string>;
  timeoutMs?: number;
}): WorkerProcess {
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['-r', '@swc-node/register', 'src/worker.ts'],
    {
      cwd: PACKAGE_ROOT,
      env: { PATH: process.env.PATH ?? '', VENDURE_DISABLE_TELEMETRY: 'true', ...options.env },
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        resolve();
        return;
      }
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const printed = async (pattern: RegExp) => {
    const deadline = Date.now() + (options.timeoutMs ?? 300_000);
    while (!pattern.test(output)) {
      if (child.exitCode !== null) {
        throw new Error(`The worker exited (${child.exitCode}):\n${output}`);
      }
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`The worker did not print ${pattern} in time:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  return { ready: () => printed(/Worker ready/), printed, output: () => output, stop };
}
