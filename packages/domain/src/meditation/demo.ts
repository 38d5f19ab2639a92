import type { MeditationSession } from "./meditation.ts";

const DAY_MS = 86_400_000;
const LENGTHS = [10, 15, 5, 20, 10, 10, 30, 15, 10, 5];

/** Eight weeks of the demo person's sessions up to `now` (most mornings), newest first. */
export function demoMeditationSessions(now = new Date()): MeditationSession[] {
  const sessions: MeditationSession[] = [];
  for (let i = 0; i < 56; i++) {
    if (i % 4 === 3) continue;
    const at = new Date(now.getTime() - i * DAY_MS);
    at.setUTCHours(7, 0, 0, 0);
    if (at.getTime() > now.getTime()) continue;
    const iso = at.toISOString();
    sessions.push({
      id: `demo-${i}`,
      startedAt: iso,
      durationSeconds: (LENGTHS[i % LENGTHS.length] ?? 10) * 60,
      note: i === 1 ? "Body scan before work" : null,
      createdAt: iso,
      updatedAt: iso,
    });
  }
  return sessions;
}
