import { BLOOD_PRESSURE_JOURNEY } from "./physician/blood-pressure.ts";
import { CHECK_UP_JOURNEY } from "./physician/check-up.ts";
import { LAB_RESULTS_JOURNEY } from "./physician/lab-results.ts";
import type { Journey } from "./types.ts";

export const PHYSICIAN_JOURNEYS: readonly Journey[] = [
  CHECK_UP_JOURNEY,
  LAB_RESULTS_JOURNEY,
  BLOOD_PRESSURE_JOURNEY,
];
