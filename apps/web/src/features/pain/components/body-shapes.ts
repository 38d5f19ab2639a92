import type { BodyView } from "@vitalog/domain";

export type Shape =
  | { kind: "ellipse"; cx: number; cy: number; rx: number; ry: number }
  | { kind: "rect"; x: number; y: number; w: number; h: number; r: number };

const e = (cx: number, cy: number, rx: number, ry: number): Shape => ({
  kind: "ellipse",
  cx,
  cy,
  rx,
  ry,
});
const r = (x: number, y: number, w: number, h: number, rr = 8): Shape => ({
  kind: "rect",
  x,
  y,
  w,
  h,
  r: rr,
});

export const VIEW_BOX = "0 0 200 400";

/** The centre of a shape, where its number is drawn. */
export function centreOf(shape: Shape): { x: number; y: number } {
  return shape.kind === "ellipse"
    ? { x: shape.cx, y: shape.cy }
    : { x: shape.x + shape.w / 2, y: shape.y + shape.h / 2 };
}

// Front: the person faces the viewer, so their left is on the viewer's right.
const FRONT: Record<string, Shape> = {
  face: e(100, 36, 20, 26),
  neck: r(91, 62, 18, 14, 4),
  "right-shoulder": e(62, 88, 15, 11),
  "left-shoulder": e(138, 88, 15, 11),
  chest: r(76, 80, 48, 48, 10),
  abdomen: r(78, 130, 44, 44, 10),
  "right-upper-arm": r(38, 98, 18, 50),
  "left-upper-arm": r(144, 98, 18, 50),
  "right-elbow": e(47, 158, 10, 9),
  "left-elbow": e(153, 158, 10, 9),
  "right-forearm": r(38, 168, 17, 44, 7),
  "left-forearm": r(145, 168, 17, 44, 7),
  "right-wrist": r(38, 214, 17, 10, 4),
  "left-wrist": r(145, 214, 17, 10, 4),
  "right-hand": e(46, 238, 11, 13),
  "left-hand": e(154, 238, 11, 13),
  "right-hip": r(74, 176, 24, 24),
  "left-hip": r(102, 176, 24, 24),
  groin: r(91, 202, 18, 18, 6),
  "right-thigh": r(71, 204, 18, 70),
  "left-thigh": r(111, 204, 18, 70),
  "right-knee": e(80, 286, 11, 10),
  "left-knee": e(120, 286, 11, 10),
  "right-shin": r(72, 298, 16, 58, 7),
  "left-shin": r(112, 298, 16, 58, 7),
  "right-ankle": r(72, 358, 16, 10, 4),
  "left-ankle": r(112, 358, 16, 10, 4),
  "right-foot": e(76, 380, 14, 8),
  "left-foot": e(124, 380, 14, 8),
};

// Back: the viewer sees the person's back, so their left is on the viewer's left.
const BACK: Record<string, Shape> = {
  head: e(100, 36, 20, 26),
  "upper-back": r(76, 80, 48, 54, 10),
  "lower-back": r(78, 136, 44, 38, 10),
  "left-buttock": r(74, 176, 25, 30, 10),
  "right-buttock": r(101, 176, 25, 30, 10),
  "left-calf": r(71, 298, 18, 58),
  "right-calf": r(111, 298, 18, 58),
};

/** The parts of the back drawing that are not regions of their own (on the front view). */
export const BACK_OUTLINE: Shape[] = [
  r(91, 62, 18, 14, 4),
  e(62, 88, 15, 11),
  e(138, 88, 15, 11),
  r(38, 98, 18, 50),
  r(144, 98, 18, 50),
  r(38, 152, 17, 72, 7),
  r(145, 152, 17, 72, 7),
  e(46, 238, 11, 13),
  e(154, 238, 11, 13),
  r(71, 208, 18, 68),
  r(111, 208, 18, 68),
  e(80, 286, 11, 10),
  e(120, 286, 11, 10),
  r(72, 358, 16, 10, 4),
  r(112, 358, 16, 10, 4),
  e(76, 380, 14, 8),
  e(124, 380, 14, 8),
];

export const SHAPES: Record<BodyView, Record<string, Shape>> = { front: FRONT, back: BACK };
