import { Redis, type RedisOptions } from 'ioredis';

/**
 * One Redis connection per process and URL for the shop's own shared state (rate-limit counters,
 * the per-session lock, guests' order access). Vendure's cache plugin and BullMQ open their own,
 * as their docs ask. Commands wait for a reconnecting server for a moment, then fail: each user
 * of this decides what a failure means (the rate limiter falls back to counting in memory).
 */
const clients = new Map<string, Redis>();

export function sharedRedis(url: string): Redis {
  let client = clients.get(url);
  if (!client) {
    client = new Redis(url, { maxRetriesPerRequest: 2, connectionName: 'dar-commerce' });
    // ioredis reconnects by itself; without a listener an outage would crash the process.
    client.on('error', () => undefined);
    clients.set(url, client);
  }
  return client;
}

/** Closes the connections, so a stopping process does not wait for them. */
export async function closeSharedRedis(): Promise<void> {
  await Promise.all([...clients.values()].map((client) => client.quit().catch(() => undefined)));
  clients.clear();
}

/** ioredis options for a redis:// or rediss:// URL (for plugins that take options, not a URL). */
export function redisOptionsFromUrl(url: string): RedisOptions {
  const parsed = new URL(url);
  const db = Number(parsed.pathname.slice(1) || 0);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
    ...(db ? { db } : {}),
    ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
  };
}
