import net from 'node:net';
import path from 'node:path';
import { PACKAGE_ROOT } from '../environment';

/** Products in a benchmark shop unless told otherwise: the size the issue asks figures for. */
export const DEFAULT_BENCH_PRODUCTS = 10_000;

/**
 * Where a benchmark shop of `count` products keeps its files (and, on SQLite, its database):
 * under the gitignored `data/`, away from the shop's own `data/dar.sqlite`.
 */
export function benchDataDir(count: number, database: 'sqlite' | 'postgres'): string {
  const suffix = database === 'postgres' ? '-postgres' : '';
  return path.join(PACKAGE_ROOT, 'data', `bench-${count}${suffix}`);
}

/** A TCP port nothing listens on now, for a server started next. */
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
