import { ANXIETY_JOURNEY } from "./psychologist/anxiety.ts";
import type { Journey } from "./types.ts";

export const PSYCHOLOGIST_JOURNEYS: readonly Journey[] = [ANXIETY_JOURNEY];
