import type { INestApplication } from '@nestjs/common';
import { TransactionalConnection } from '@vendure/core';

/** One SQL statement the server sent to the database. */
export interface LoggedQuery {
  sql: string;
  parameters: unknown[] | undefined;
}

/** Statements of timers (see queriesDuring). */
const TIMERS = /"(job_record|scheduled_task_record)|^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)\b/;

/**
 * Records every SQL statement the server sends while `run` is in flight, through TypeORM's
 * logger (each query runner reports every statement to it, whatever the logging options).
 * Left out, as they run on a timer and not for what `run` asks: the job queue's and the
 * scheduler's polling of their own tables, and the transactions they open (a catalogue read
 * opens none; on PostgreSQL the poll's empty START TRANSACTION and COMMIT fell amid a read's).
 * Vendure's caches of channels, zones and tax rates refresh every 30 s in whichever request
 * comes along: a caller that counts a request's statements makes one request just before,
 * which refreshes them if they are due.
 */
export async function queriesDuring<T>(
  app: INestApplication,
  run: () => Promise<T>,
): Promise<{ result: T; queries: LoggedQuery[] }> {
  const logger = app.get(TransactionalConnection).rawConnection.logger;
  const original = logger.logQuery.bind(logger);
  const queries: LoggedQuery[] = [];
  logger.logQuery = (sql, parameters, queryRunner) => {
    if (!TIMERS.test(sql)) queries.push({ sql, parameters });
    return original(sql, parameters, queryRunner);
  };
  try {
    return { result: await run(), queries };
  } finally {
    logger.logQuery = original;
  }
}
