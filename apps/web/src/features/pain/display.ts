import { PAIN_INTENSITY_MAX, PAIN_INTENSITY_MIN } from "@vitalog/domain";

// Pale yellow (1) to deep red (10): amber-200 → red-800, with text that stays readable.
const LOW = [253, 230, 138] as const;
const HIGH = [153, 27, 27] as const;

function mix(intensity: number): number[] {
  const t = (intensity - PAIN_INTENSITY_MIN) / (PAIN_INTENSITY_MAX - PAIN_INTENSITY_MIN);
  return LOW.map((low, i) => Math.round(low + ((HIGH[i] ?? low) - low) * t));
}

/** The fill of a region with this intensity on the map. */
export function intensityColour(intensity: number): string {
  return `rgb(${mix(intensity).join(", ")})`;
}

/** Relative luminance (WCAG 2.x). */
function luminance(rgb: number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Black or white, whichever reads at 4.5:1 or better on the fill (WCAG AA): black above a
 * luminance of 0.18, white below it.
 */
export function intensityTextColour(intensity: number): string {
  return luminance(mix(intensity)) > 0.18 ? "#000000" : "#ffffff";
}

/** The contrast ratio of two colours' luminances (WCAG 2.x). */
export function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The luminance of the fill at this intensity, for the contrast check. */
export function intensityLuminance(intensity: number): number {
  return luminance(mix(intensity));
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
