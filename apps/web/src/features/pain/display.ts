import { PAIN_INTENSITY_MAX, PAIN_INTENSITY_MIN } from "@vitalog/domain";

// Pale yellow (1) to deep red (10): amber-200 → red-800, with text that stays readable.
const LOW = [253, 230, 138] as const;
const HIGH = [153, 27, 27] as const;

/** The fill of a region with this intensity on the map. */
export function intensityColour(intensity: number): string {
  const t = (intensity - PAIN_INTENSITY_MIN) / (PAIN_INTENSITY_MAX - PAIN_INTENSITY_MIN);
  const mix = LOW.map((low, i) => Math.round(low + ((HIGH[i] ?? low) - low) * t));
  return `rgb(${mix.join(", ")})`;
}

/** Dark text on the pale half of the scale, white on the dark half. */
export function intensityTextColour(intensity: number): string {
  return intensity >= 6 ? "#ffffff" : "#1e293b";
}

/** Suggestions offered as chips; anything else can be typed. */
export const SUGGESTIONS = {
  symptoms: [
    "stiffness",
    "swelling",
    "numbness",
    "weakness",
    "nausea",
    "fatigue",
    "headache",
    "dizziness",
  ],
  triggers: [
    "sitting long",
    "standing long",
    "exercise",
    "lifting",
    "stress",
    "poor sleep",
    "weather",
    "screen time",
  ],
  relief: ["rest", "ice", "heat", "stretching", "massage", "painkiller", "walking", "sleep"],
} as const;

export type PainListField = keyof typeof SUGGESTIONS;
