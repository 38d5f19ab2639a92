import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, isUuid } from "./weight-entry.cursor.ts";

const id = "0b42e7b0-09f2-4ba5-bdc4-0b7b587d3970";

describe("weight entry cursor", () => {
  it("round-trips a position and is URL-safe", () => {
    const position = { measuredAt: new Date("2026-11-20T08:00:00.123Z"), id };
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(position);
  });

  it.each([
    "",
    "not a cursor",
    Buffer.from("2026-11-20T08:00:00.123Z").toString("base64url"),
    Buffer.from(`2026-11-20T08:00:00.123Z|not-a-uuid`).toString("base64url"),
    Buffer.from(`yesterday|${id}`).toString("base64url"),
    Buffer.from(`2026-13-45T08:00:00.000Z|${id}`).toString("base64url"),
    Buffer.from(`2026-11-20T08:00:00.123Z|${id}|extra`).toString("base64url"),
  ])("refuses %j", (cursor) => {
    expect(decodeCursor(cursor)).toBeNull();
  });

  it("recognises UUIDs", () => {
    expect(isUuid(id)).toBe(true);
    expect(isUuid("123")).toBe(false);
  });
});
