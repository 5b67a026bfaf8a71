// An upgrade from pg-boss 10 (ADR 055's queue needs pg-boss 12): the migrations drop the old queue
// schema, which pg-boss 12 cannot migrate, and leave the app's own tables alone. A unit test: it makes
// its own PGlite database and needs no API, so it runs once, not in both API passes (migrating a
// fresh PGlite takes 10-30 s of a loaded machine).
import { describe, expect, it } from "vitest";

describe("a database that ran pg-boss 10", () => {
  // pg-boss 12 cannot migrate pg-boss 10's tables; the queue starts afresh in its own schema and the old one goes.
  it("loses the old pgboss schema when migrated; the app's own tables are untouched", async () => {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const { migrationsFolder, pgliteExtensions } = await import("~server/db/client");
    const client = await PGlite.create({ extensions: await pgliteExtensions() });
    try {
      await client.exec("create schema pgboss; create table pgboss.version (version int primary key); insert into pgboss.version values (24);");
      await migrate(drizzle(client), { migrationsFolder });
      const schemas = await client.query<{ nspname: string }>("select nspname from pg_namespace where nspname in ('pgboss', 'public')");
      expect(schemas.rows.map((row) => row.nspname)).toEqual(["public"]);
      expect((await client.query("select 1 from mail_outbox limit 1")).rows).toEqual([]);
    } finally {
      await client.close();
    }
  }, 90_000);
});
