/** Which drawing of the body a region is on. */
export type BodyView = "front" | "back";

export interface PainRegion {
  /** Kebab-case id used by the API ("left-knee"). */
  id: string;
  name: string;
  view: BodyView;
  /** The person's own side; "centre" for regions on the midline. */
  side: "left" | "right" | "centre";
}

const paired = (part: string, name: string, view: BodyView): PainRegion[] => [
  { id: `left-${part}`, name: `Left ${name}`, view, side: "left" },
  { id: `right-${part}`, name: `Right ${name}`, view, side: "right" },
];
const centre = (id: string, name: string, view: BodyView): PainRegion => ({
  id,
  name,
  view,
  side: "centre",
});

/**
 * The body map's regions: each on one view, so every region is one control. Front: face to
 * feet; back: head, back, buttocks and calves.
 */
export const PAIN_REGIONS: readonly PainRegion[] = [
  centre("face", "Face", "front"),
  centre("neck", "Neck", "front"),
  ...paired("shoulder", "shoulder", "front"),
  centre("chest", "Chest", "front"),
  centre("abdomen", "Abdomen", "front"),
  ...paired("upper-arm", "upper arm", "front"),
  ...paired("elbow", "elbow", "front"),
  ...paired("forearm", "forearm", "front"),
  ...paired("wrist", "wrist", "front"),
  ...paired("hand", "hand", "front"),
  ...paired("hip", "hip", "front"),
  centre("groin", "Groin", "front"),
  ...paired("thigh", "thigh", "front"),
  ...paired("knee", "knee", "front"),
  ...paired("shin", "shin", "front"),
  ...paired("ankle", "ankle", "front"),
  ...paired("foot", "foot", "front"),
  centre("head", "Head", "back"),
  centre("upper-back", "Upper back", "back"),
  centre("lower-back", "Lower back", "back"),
  ...paired("buttock", "buttock", "back"),
  ...paired("calf", "calf", "back"),
];

const BY_ID = new Map(PAIN_REGIONS.map((r) => [r.id, r]));

/** The regions' ids, in the map's order, as literal types (a test checks them against the map). */
export const PAIN_REGION_IDS = [
  "face",
  "neck",
  "left-shoulder",
  "right-shoulder",
  "chest",
  "abdomen",
  "left-upper-arm",
  "right-upper-arm",
  "left-elbow",
  "right-elbow",
  "left-forearm",
  "right-forearm",
  "left-wrist",
  "right-wrist",
  "left-hand",
  "right-hand",
  "left-hip",
  "right-hip",
  "groin",
  "left-thigh",
  "right-thigh",
  "left-knee",
  "right-knee",
  "left-shin",
  "right-shin",
  "left-ankle",
  "right-ankle",
  "left-foot",
  "right-foot",
  "head",
  "upper-back",
  "lower-back",
  "left-buttock",
  "right-buttock",
  "left-calf",
  "right-calf",
] as const;

/** The region with this id, or undefined. */
export function painRegion(id: string): PainRegion | undefined {
  return BY_ID.get(id);
}
