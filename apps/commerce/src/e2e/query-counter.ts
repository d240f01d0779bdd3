import type { INestApplication } from '@nestjs/common';
import { TransactionalConnection } from '@vendure/core';

/** One SQL statement the server sent to the database. */
export interface LoggedQuery {
  sql: string;
  parameters: unknown[] | undefined;
}

/**
 * Records every SQL statement the server sends while `run` is in flight, through TypeORM's
 * logger (each query runner reports every statement to it, whatever the logging options).
 * The job queue's polling of its own table is left out: it runs on a timer, not for the request.
 */
export async function queriesDuring<T>(
  app: INestApplication,
  run: () => Promise<T>,
): Promise<{ result: T; queries: LoggedQuery[] }> {
  const logger = app.get(TransactionalConnection).rawConnection.logger;
  const original = logger.logQuery.bind(logger);
  const queries: LoggedQuery[] = [];
  logger.logQuery = (sql, parameters, queryRunner) => {
    if (!/"job_record"|\bjob_record\b/.test(sql)) queries.push({ sql, parameters });
    return original(sql, parameters, queryRunner);
  };
  try {
    return { result: await run(), queries };
  } finally {
    logger.logQuery = original;
  }
}
