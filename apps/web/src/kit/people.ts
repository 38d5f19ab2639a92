// Small rules about people and time shared by the community pages.
import { type CommunityAuthor, VITALOG_TEAM_NAME } from "@vitalog/domain";

/**
 * Whether Vitalog's own editors wrote it (seeded content). An author without an id may also be
 * a member a visitor is not shown, or an account that is gone: those are not the team.
 */
export function isTeamAuthor(author: Pick<CommunityAuthor, "id" | "name">): boolean {
  return author.id === null && author.name === VITALOG_TEAM_NAME;
}

/** How long ago something happened, in the largest whole unit: 90 minutes is 1 hour. */
export interface Elapsed {
  value: number;
  unit: "year" | "month" | "week" | "day" | "hour" | "minute";
}

const UNITS: [Elapsed["unit"], number][] = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["week", 7 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/** The time from `instant` to `now`, or null under a minute (and for a clock running ahead). */
export function elapsedSince(instant: string, now: Date): Elapsed | null {
  const seconds = (now.getTime() - new Date(instant).getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return { value: Math.floor(seconds / size), unit };
  }
  return null;
}

/** Two letters standing for a person without a photo: "Ada Lovelace" → "AL". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0]];
  return letters
    .map((word) => (word ? Array.from(word)[0] : ""))
    .join("")
    .toUpperCase();
}
