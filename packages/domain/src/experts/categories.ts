import { z } from "zod";

export const SUPPORT_CATEGORY_IDS = [
  "personal",
  "anxiety",
  "depression",
  "trauma",
  "grief",
  "relationships",
  "sleep",
  "career",
  "social-anxiety",
  "self-esteem",
] as const;
export const SupportCategoryId = z.enum(SUPPORT_CATEGORY_IDS);
export type SupportCategoryId = z.infer<typeof SupportCategoryId>;

/**
 * A support category of the psychologist. `color` is the text colour and `primaryColor` the
 * accent (buttons, progress) drawn on `bgColor`; both reach 4.5:1 on it (WCAG 2.x, AA).
 */
export interface SupportCategory {
  id: SupportCategoryId;
  name: string;
  description: string;
  color: string;
  bgColor: string;
  primaryColor: string;
}

// The specification names the ids and fields only; names, wording and colours are ours.
export const SUPPORT_CATEGORIES: readonly SupportCategory[] = [
  {
    id: "personal",
    name: "Personal support",
    description: "Whatever is on your mind, at your own pace.",
    color: "#3730a3",
    bgColor: "#eef2ff",
    primaryColor: "#4338ca",
  },
  {
    id: "anxiety",
    name: "Anxiety",
    description: "Worry, nerves and panic: understand them and loosen their hold.",
    color: "#115e59",
    bgColor: "#f0fdfa",
    primaryColor: "#0f766e",
  },
  {
    id: "depression",
    name: "Low mood",
    description: "Low mood, little energy, lost interest: small steps back towards what matters.",
    color: "#1e40af",
    bgColor: "#eff6ff",
    primaryColor: "#1d4ed8",
  },
  {
    id: "trauma",
    name: "After a trauma",
    description: "After something frightening or overwhelming: feeling safer, one step at a time.",
    color: "#5b21b6",
    bgColor: "#f5f3ff",
    primaryColor: "#6d28d9",
  },
  {
    id: "grief",
    name: "Grief and loss",
    description: "Living with the loss of someone or something that mattered.",
    color: "#1e293b",
    bgColor: "#f8fafc",
    primaryColor: "#334155",
  },
  {
    id: "relationships",
    name: "Relationships",
    description: "Partners, family and friends: saying what you need and listening well.",
    color: "#9f1239",
    bgColor: "#fff1f2",
    primaryColor: "#be123c",
  },
  {
    id: "sleep",
    name: "Sleep",
    description: "Trouble falling or staying asleep: habits that help the body rest.",
    color: "#075985",
    bgColor: "#f0f9ff",
    primaryColor: "#0369a1",
  },
  {
    id: "career",
    name: "Work and career",
    description: "Stress at work, hard decisions and keeping work in its place.",
    color: "#92400e",
    bgColor: "#fffbeb",
    primaryColor: "#b45309",
  },
  {
    id: "social-anxiety",
    name: "Social anxiety",
    description: "Feeling watched or judged around others, and taking part anyway.",
    color: "#065f46",
    bgColor: "#ecfdf5",
    primaryColor: "#047857",
  },
  {
    id: "self-esteem",
    name: "Self-esteem",
    description: "A kinder, fairer view of yourself.",
    color: "#86198f",
    bgColor: "#fdf4ff",
    primaryColor: "#a21caf",
  },
];

const BY_ID = new Map(SUPPORT_CATEGORIES.map((c) => [c.id as string, c]));

/** The support category with this id; an unknown or missing id falls back to `personal` (spec). */
export function supportCategory(id: string | null | undefined): SupportCategory {
  return BY_ID.get(id ?? "") ?? BY_ID.get("personal")!;
}

function channel(hex: string, at: number): number {
  const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#rrggbb` colour (WCAG 2.x, from sRGB). */
export function relativeLuminance(hex: string): number {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** Contrast ratio of two `#rrggbb` colours, 1 to 21 (WCAG 2.x). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
