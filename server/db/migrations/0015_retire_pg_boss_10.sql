-- pg-boss 10 kept its queue in "pgboss" (schema version 24), which pg-boss 11 and later cannot migrate;
-- the queue now lives in "job_queue" (server/jobs/queue.ts). Only nudges and schedules were in it:
-- the work itself is in the app's tables, and every job's cron sweep finds it again.
-- Dropping it also stops a pg-boss 10 machine still running during a rolling deploy from taking jobs.
DROP SCHEMA IF EXISTS "pgboss" CASCADE;
