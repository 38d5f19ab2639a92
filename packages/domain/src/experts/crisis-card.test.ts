import { describe, expect, it } from "vitest";
import { crisisCard } from "./crisis-card.ts";

describe("crisisCard", () => {
  it("gives 988 and the Crisis Text Line for self-harm, with a link outside the US", () => {
    const card = crisisCard("self-harm");
    expect(card.kind).toBe("self-harm");
    expect(card.body).toContain("988 Suicide & Crisis Lifeline");
    expect(card.body).toContain("text HOME to 741741");
    expect(card.actions.map((a) => a.href)).toEqual([
      "tel:988",
      "sms:988",
      "sms:741741&body=HOME",
      "https://findahelpline.com",
    ]);
  });

  it("says call 911 now for harm to others and medical emergencies", () => {
    for (const kind of ["harm-to-others", "medical-emergency"] as const) {
      const card = crisisCard(kind);
      expect(card.kind).toBe(kind);
      expect(card.title).toContain("911 now");
      expect(card.actions[0]).toEqual({ label: "Call 911", href: "tel:911" });
      expect(card.actions.at(-1)!.href).toBe("https://findahelpline.com");
    }
  });

  it("is the same every time", () => {
    expect(crisisCard("self-harm")).toBe(crisisCard("self-harm"));
    expect(JSON.stringify(crisisCard("medical-emergency"))).toBe(
      JSON.stringify(crisisCard("medical-emergency")),
    );
  });
});
