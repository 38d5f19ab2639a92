import type { PlausibilityVerdict } from "@vitalog/domain";
import { AppError } from "../errors.ts";

/** One value checked against its limits (domain kit/plausibility.ts), with what to say. */
export interface PlausibilityCheck {
  field: string;
  verdict: PlausibilityVerdict;
  /** The 400 message for a value outside the bounds. */
  outOfBounds: string;
  /** The 422 question for a value outside the usual range. */
  implausible: string;
  /** Whether the person has confirmed this value. */
  confirmed: boolean | undefined;
}

/**
 * Every tracker's one rule: a value outside its bounds is refused (400 VALIDATION_FAILED); one
 * outside the usual range is refused until confirmed (422 CONFIRMATION_REQUIRED), naming each
 * such field in `fields` so a form can ask about each.
 */
export function enforcePlausibility(checks: readonly PlausibilityCheck[]): void {
  const refuse = (
    code: "VALIDATION_FAILED" | "CONFIRMATION_REQUIRED",
    list: PlausibilityCheck[],
  ) => {
    const message = (c: PlausibilityCheck) =>
      code === "VALIDATION_FAILED" ? c.outOfBounds : c.implausible;
    const first = list[0];
    if (!first) return;
    throw new AppError(
      code,
      message(first),
      Object.fromEntries(list.map((c) => [c.field, message(c)])),
    );
  };
  refuse(
    "VALIDATION_FAILED",
    checks.filter((c) => c.verdict === "outOfBounds"),
  );
  refuse(
    "CONFIRMATION_REQUIRED",
    checks.filter((c) => c.verdict === "implausible" && !c.confirmed),
  );
}
