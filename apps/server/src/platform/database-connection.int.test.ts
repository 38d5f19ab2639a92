// The PostgreSQL driver survives a connection the database ends under it: the query on it fails
// with CONNECTION_CLOSED (Vitalog answers 503) instead of an exception outside any promise
// ending the server process (porsager/postgres#1208; the fix is in scripts/patch-dependencies.mjs,
// applied after every install).
import postgres from "postgres";
import { describe, expect, it } from "vitest";

const url = process.env.TEST_DB === "postgres" ? process.env.TEST_DATABASE_URL : undefined;

describe.skipIf(!url)("a connection the database ended", () => {
  it("fails the queries on it with CONNECTION_CLOSED, and the process lives on", async () => {
    const sql = postgres(url as string, { max: 2, onnotice: () => {} });
    const killer = postgres(url as string, { max: 1, onnotice: () => {} });
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", record);
    try {
      const reserved = await sql.reserve();
      const [row] = await reserved<{ pid: number }[]>`select pg_backend_pid() as pid`;
      await killer`select pg_terminate_backend(${row?.pid ?? 0})`;
      // The first query finds the connection reset; the second is written while it has no
      // socket, which is what ended the process before the fix.
      await expect(reserved`select 1`).rejects.toThrow();
      await expect(reserved`select 1`).rejects.toMatchObject({ code: "CONNECTION_CLOSED" });
      await new Promise((r) => setTimeout(r, 50));
      expect(uncaught).toEqual([]);
      reserved.release();
      // Given back to the pool, the ended connection may fail one more query with
      // CONNECTION_CLOSED (a 503 in Vitalog); then the pool connects again.
      const once = () => sql<{ one: number }[]>`select 1 as one`;
      expect(await once().catch(once)).toEqual([{ one: 1 }]);
      expect(await once()).toEqual([{ one: 1 }]);
    } finally {
      process.off("uncaughtException", record);
      await sql.end({ timeout: 1 });
      await killer.end({ timeout: 1 });
    }
  });
});
