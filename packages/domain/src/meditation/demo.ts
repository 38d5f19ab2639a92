import type { MeditationSession } from "./meditation.ts";

const DAY_MS = 86_400_000;
const LENGTHS = [10, 15, 5, 20, 10, 10, 30, 15, 10, 5];
/** Local-looking times of day (UTC hours and minutes): mostly mornings, some evenings. */
const TIMES: [number, number][] = [
  [7, 0],
  [6, 45],
  [21, 30],
  [7, 15],
  [12, 30],
  [8, 0],
  [22, 0],
];

/**
 * About eight weeks of a demo person's sessions up to `now`, newest first: most days, one day
 * in four missed (so the streak is a few days, as in real life), an occasional second sitting in
 * the evening, and a few notes. Built from `now`, so the preview is always current.
 */
export function demoMeditationSessions(now: Date): MeditationSession[] {
  const sessions: MeditationSession[] = [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let i = 0; i < 56; i++) {
    if (i % 4 === 3) continue;
    const [hour, minute] = TIMES[i % TIMES.length] ?? [7, 0];
    const sittings =
      i % 9 === 4 ? [[hour, minute] as const, [20, 45] as const] : [[hour, minute] as const];
    for (const [n, [h, m]] of sittings.entries()) {
      const at = new Date(today - i * DAY_MS + (h * 60 + m) * 60_000);
      if (at.getTime() > now.getTime()) continue;
      const iso = at.toISOString();
      const minutes = n === 0 ? (LENGTHS[i % LENGTHS.length] ?? 10) : 5;
      sessions.push({
        id: `demo-${i}-${n}`,
        startedAt: iso,
        durationSeconds: minutes * 60,
        note: i === 1 ? "Body scan before work" : i === 9 ? "Breathing, after a long day" : null,
        createdAt: new Date(at.getTime() + minutes * 60_000).toISOString(),
        updatedAt: new Date(at.getTime() + minutes * 60_000).toISOString(),
      });
    }
  }
  return sessions.sort((a, b) => b.startedAt.localeCompare(a.startedAt));
}
