import { describeSeparateWorker } from './separate-worker';

/** The server and a separate worker process on one SQLite file (WAL). */
describeSeparateWorker('a separate worker process (JOB_QUEUE=worker) on SQLite', { env: {} });
