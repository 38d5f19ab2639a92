import { describe, expect, it } from "vitest";
import { MESSAGE_GROUPS, MESSAGES, messageCodeOf } from "./message-catalogue.ts";
import { WeightMessage } from "./weight/messages.ts";

describe("message catalogue", () => {
  it("gives every message of every group a code", () => {
    const total = Object.values(MESSAGE_GROUPS).reduce((n, g) => n + Object.keys(g).length, 0);
    expect(Object.keys(MESSAGES)).toHaveLength(total);
    expect(MESSAGES["weight.weightRange"]).toBe(WeightMessage.weightRange);
  });

  it("finds the code of a message from its English text", () => {
    expect(messageCodeOf("Weight must be between 20 and 500 kg")).toBe("weight.weightRange");
    expect(messageCodeOf("Something no catalogue says")).toBeUndefined();
  });

  it("names choices by their display names, never by their ids", () => {
    // An id reads like "mental-health" or "under_review"; a person reads "Mental health".
    const ids = Object.entries(MESSAGES).filter(([, text]) =>
      /^Choose an? [a-z ]+: .*\b[a-z]+[-_][a-z]+\b/.test(text),
    );
    expect(ids).toEqual([]);
  });
});
