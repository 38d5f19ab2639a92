import { CHECK_UP_JOURNEY } from "./physician/check-up.ts";
import type { Journey } from "./types.ts";

export const PHYSICIAN_JOURNEYS: readonly Journey[] = [CHECK_UP_JOURNEY];
