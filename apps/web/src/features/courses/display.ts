import { lessonKey } from "@vitalog/domain";

/** A price as the catalogue shows it: Free, or dollars with cents ("$19.00"). */
export function formatPrice(price: number, free: string): string {
  return price === 0 ? free : `$${price.toFixed(2)}`;
}

/** A duration in minutes as "45 min" or "1 h 30 min". */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Whether a lesson is among an enrolment's completed ones. */
export function isCompleted(
  completedLessons: readonly string[] | undefined,
  moduleId: string,
  lessonId: string,
): boolean {
  return completedLessons?.includes(lessonKey(moduleId, lessonId)) ?? false;
}
