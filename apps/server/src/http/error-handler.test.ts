import { HTTPException } from "hono/http-exception";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, DATABASE_UNAVAILABLE, isDatabaseUnavailable } from "../errors.ts";
import { toAppError, validationError } from "./error-handler.ts";

describe("validationError", () => {
  it("uses the first issue's message and lists each field once", () => {
    const schema = z
      .object({
        weightKg: z.number({ error: "Enter a weight" }).min(20, "Too light"),
        nested: z.object({ note: z.string().max(2, "Too long") }),
      })
      .strict();
    const result = schema.safeParse({ weightKg: "x", nested: { note: "long" }, extra: 1 });
    if (result.success) throw new Error("expected a failure");
    const error = validationError(result.error);
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.message).toBe("Enter a weight");
    expect(error.fields).toEqual({
      weightKg: "Enter a weight",
      "nested.note": "Too long",
      extra: expect.stringContaining("extra"),
    });
  });

  it("names keys that look like object internals too", () => {
    const result = z
      .object({})
      .strict()
      .safeParse(JSON.parse('{"__proto__": 1, "constructor": 2}'));
    if (result.success) throw new Error("expected a failure");
    expect(Object.keys(validationError(result.error).fields ?? {}).sort()).toEqual([
      "__proto__",
      "constructor",
    ]);
  });
});

describe("toAppError", () => {
  it("maps framework errors to stable codes and anything unknown to INTERNAL", () => {
    expect(
      toAppError(new HTTPException(400, { message: "Malformed JSON in request body" })).toBody(),
    ).toEqual({
      error: { code: "VALIDATION_FAILED", message: "The request body is not valid JSON" },
    });
    expect(toAppError(new HTTPException(415)).status).toBe(415);
    expect(toAppError(new AppError("NOT_FOUND", "Weight entry not found")).message).toBe(
      "Weight entry not found",
    );
    const internal = toAppError(new TypeError("cannot read x of undefined"));
    expect(internal.code).toBe("INTERNAL");
    expect(internal.message).not.toContain("undefined");
  });
});

describe("database outages", () => {
  const wrapped = (inner: object) =>
    Object.assign(new Error("Failed query: select 1"), { cause: inner });

  it.each([
    [
      "a refused connection",
      Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
    ],
    [
      "a closed connection",
      Object.assign(new Error("write CONNECTION_CLOSED"), { code: "CONNECTION_CLOSED" }),
    ],
    ["an admin shutdown", Object.assign(new Error("terminating connection"), { code: "57P01" })],
    [
      "a starting server",
      Object.assign(new Error("the database system is starting up"), { code: "57P03" }),
    ],
    ["a connection exception", Object.assign(new Error("connection failure"), { code: "08006" })],
  ])("answer 503 for %s, however wrapped", (_, error) => {
    for (const thrown of [error, wrapped(error), { body: { cause: wrapped(error) } }]) {
      const appError = toAppError(thrown);
      expect(appError.status).toBe(503);
      expect(appError.toBody()).toEqual({
        error: { code: "SERVICE_UNAVAILABLE", message: DATABASE_UNAVAILABLE },
      });
    }
  });

  it("leave query errors and unknown failures a 500", () => {
    for (const code of ["42P01", "23503", "22P02", undefined]) {
      const error = wrapped(Object.assign(new Error("query failed"), { code }));
      expect(isDatabaseUnavailable(error)).toBe(false);
      expect(toAppError(error).status).toBe(500);
    }
  });
});
