import { encodeCursor, INVALID_CURSOR_MESSAGE } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import { AppError } from "../errors.ts";
import { keysetCursor, keysetPage, readTimeCursor } from "./keyset.ts";

const id = "3f0c3f8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
const byRank = keysetCursor(["count"]);

describe("keyset cursors", () => {
  it("round-trips a count and refuses anything it did not issue", () => {
    expect(byRank.decode(byRank.encode({ values: [42], id }))).toEqual({ values: [42], id });
    expect(byRank.decode("garbage!")).toBeNull();
    expect(byRank.decode(encodeCursor({ at: new Date(), id }))).toBeNull();
  });

  it("reads an upper-case id as the lower-case one, and no negative or huge count", () => {
    const cursor = byRank.encode({ values: [7], id: id.toUpperCase() });
    expect(byRank.decode(cursor)).toEqual({ values: [7], id });
    expect(byRank.decode(Buffer.from(`n-1|${id}`).toString("base64url"))).toBeNull();
    expect(byRank.decode(Buffer.from(`n${"9".repeat(16)}|${id}`).toString("base64url"))).toBeNull();
    expect(byRank.decode(Buffer.from(`n1|not-an-id`).toString("base64url"))).toBeNull();
    expect(byRank.decode(Buffer.from(`n1|n2|${id}`).toString("base64url"))).toBeNull();
  });

  it("holds instants and several values, and text ids when asked", () => {
    const at = new Date("2026-03-01T08:30:00.000Z");
    const both = keysetCursor(["instant", "count"]);
    expect(both.decode(both.encode({ values: [at, 3], id }))).toEqual({ values: [at, 3], id });
    expect(both.decode(byRank.encode({ values: [3], id }))).toBeNull();
    const byJoin = keysetCursor(["instant"], { id: "text" });
    expect(byJoin.decode(byJoin.encode({ values: [at], id: "User_1" }))).toEqual({
      values: [at],
      id: "User_1",
    });
    expect(keysetCursor(["instant"]).decode(byJoin.encode({ values: [at], id: "User_1" }))).toBe(
      null,
    );
    expect(byJoin.decode(Buffer.from(`2026-13-45|u1`).toString("base64url"))).toBeNull();
  });

  it("reads a request's cursor: none when absent, a 400 on `cursor` when forged", () => {
    expect(byRank.read(undefined, "Bad cursor")).toBeUndefined();
    expect(byRank.read("", "Bad cursor")).toBeUndefined();
    expect(byRank.read(byRank.encode({ values: [1], id }), "Bad cursor")).toEqual({
      values: [1],
      id,
    });
    const error = (() => {
      try {
        byRank.read("not-a-cursor", "Bad cursor");
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).toBody()).toEqual({
      error: { code: "VALIDATION_FAILED", message: "Bad cursor", fields: { cursor: "Bad cursor" } },
    });
  });

  it("reads a time-series cursor against the clock", () => {
    const now = new Date("2026-03-01T12:00:00.000Z");
    const at = new Date("2026-03-01T08:30:00.000Z");
    expect(readTimeCursor(encodeCursor({ at, id }), now, INVALID_CURSOR_MESSAGE)).toEqual({
      at,
      id,
    });
    expect(readTimeCursor(undefined, now, INVALID_CURSOR_MESSAGE)).toBeUndefined();
    const future = encodeCursor({ at: new Date("2026-03-05T00:00:00.000Z"), id });
    expect(() => readTimeCursor(future, now, INVALID_CURSOR_MESSAGE)).toThrow(
      INVALID_CURSOR_MESSAGE,
    );
    expect(() => readTimeCursor(byRank.encode({ values: [1], id }), now, "x")).toThrow("x");
  });
});

describe("keyset pages", () => {
  const rows = [1, 2, 3].map((n) => ({ n, id: `r${n}` }));
  const cursorOf = (row: { id: string }) => `after-${row.id}`;

  it("gives the first `limit` rows and a cursor when one more was read", () => {
    expect(keysetPage(rows, 2, cursorOf, (row) => row.n)).toEqual({
      items: [1, 2],
      nextCursor: "after-r2",
    });
  });

  it("gives no cursor on the last page", () => {
    expect(keysetPage(rows, 3, cursorOf, (row) => row.n)).toEqual({
      items: [1, 2, 3],
      nextCursor: null,
    });
    expect(keysetPage([], 3, cursorOf, (row) => row)).toEqual({ items: [], nextCursor: null });
  });
});
