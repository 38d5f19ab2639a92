import { ANXIETY_JOURNEY } from "./psychologist/anxiety.ts";
import { CAREER_JOURNEY } from "./psychologist/career.ts";
import { DEPRESSION_JOURNEY } from "./psychologist/depression.ts";
import { GRIEF_JOURNEY } from "./psychologist/grief.ts";
import { PERSONAL_JOURNEY } from "./psychologist/personal.ts";
import { RELATIONSHIPS_JOURNEY } from "./psychologist/relationships.ts";
import { SELF_ESTEEM_JOURNEY } from "./psychologist/self-esteem.ts";
import { SLEEP_JOURNEY } from "./psychologist/sleep.ts";
import { SOCIAL_ANXIETY_JOURNEY } from "./psychologist/social-anxiety.ts";
import { TRAUMA_JOURNEY } from "./psychologist/trauma.ts";
import type { Journey } from "./types.ts";

/** One journey per support category, in the categories' order. */
export const PSYCHOLOGIST_JOURNEYS: readonly Journey[] = [
  PERSONAL_JOURNEY,
  ANXIETY_JOURNEY,
  DEPRESSION_JOURNEY,
  TRAUMA_JOURNEY,
  GRIEF_JOURNEY,
  RELATIONSHIPS_JOURNEY,
  SLEEP_JOURNEY,
  CAREER_JOURNEY,
  SOCIAL_ANXIETY_JOURNEY,
  SELF_ESTEEM_JOURNEY,
];
