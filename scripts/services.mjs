// The machine services the shop runs on beyond Node: Debian's packages installed when missing (as
// root, as CI runs), and private PostgreSQL, Redis and nginx instances in temporary folders, each
// on its own port and removed when stopped. Used by the test command, the PostgreSQL run and the
// cluster (scripts/cluster.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { log } from './lib.mjs';

const asRoot = process.getuid?.() === 0;
/** The tools' progress lines are noise in a test log; their errors are not. */
const QUIET = ['ignore', 'ignore', 'inherit'];

/** Installs Debian packages that are missing: `wanted` maps a path that proves it to a package. */
export function ensureDebianPackages(wanted) {
  installDebianPackages(
    Object.entries(wanted)
      .filter(([path]) => !existsSync(path))
      .map(([, pkg]) => pkg),
  );
}

/** Installs the packages with apt-get (as root; otherwise says what to install). */
function installDebianPackages(packages) {
  if (packages.length === 0) return;
  if (!asRoot) {
    throw new Error(
      `Missing ${packages.join(', ')}: install them with apt-get (as root) and run again.`,
    );
  }
  log(`Installing ${packages.join(', ')} from Debian`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...packages],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args[0]} failed.`);
  }
}

function postgresBin() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  return versions
    .map((version) => join(base, version, 'bin'))
    .find((dir) => existsSync(join(dir, 'initdb')));
}

/** Runs a PostgreSQL tool; as root through the `postgres` user, because the server refuses root. */
function pg(bin, tool, args) {
  const command = [join(bin, tool), ...args]
    .map((part) => `'${part.replaceAll("'", "'\\''")}'`)
    .join(' ');
  const result = asRoot
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: QUIET })
    : spawnSync('/bin/sh', ['-c', command], { stdio: QUIET });
  if (result.status !== 0) throw new Error(`${tool} failed (exit ${result.status}).`);
}

/** A private PostgreSQL cluster with one database; `stop()` ends it and removes its folder. */
export async function startPostgres({ port, database }) {
  // The server's tools, not just the client (psql) a machine may already have.
  if (!postgresBin()) installDebianPackages(['postgresql']);
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install postgresql (as root).');
  const dir = mkdtempSync(join(tmpdir(), 'dar-postgres-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  let started = false;
  const stop = () => {
    if (started) pg(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    started = false;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    pg(bin, 'initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    pg(bin, 'pg_ctl', [
      '-D',
      data,
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
      '-l',
      join(dir, 'server.log'),
      '-w',
      'start',
    ]);
    started = true;
    pg(bin, 'createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, stop };
}

/** Resolves once something accepts TCP connections on the port. */
export async function waitForPort(port, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => resolve(socket.end() && true));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`Nothing listens on port ${port}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A private Redis without persistence on loopback; `stop()` ends it and removes its folder. */
export async function startRedis({ port }) {
  ensureDebianPackages({ '/usr/bin/redis-server': 'redis-server' });
  const dir = mkdtempSync(join(tmpdir(), 'dar-redis-'));
  const server = spawn(
    '/usr/bin/redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
    ],
    { stdio: 'ignore' },
  );
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `redis://127.0.0.1:${port}`, stop };
}

/**
 * nginx in the foreground with the given configuration file (which names its own pid, logs and
 * cache folders); `stop()` ends it.
 */
export async function startNginx({ config, port }) {
  ensureDebianPackages({
    '/usr/sbin/nginx': 'nginx',
    '/usr/share/nginx/modules-available/mod-http-brotli-static.conf':
      'libnginx-mod-http-brotli-static',
  });
  const server = spawn('/usr/sbin/nginx', ['-c', config, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGQUIT');
    await exited;
  };
  try {
    await waitForPort(port);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
