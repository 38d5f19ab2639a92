import clsx from "clsx";

/** "12 / 200" under a field, red past the limit. */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  return (
    <span className={clsx("tabular-nums", length > max && "font-semibold text-red-700")}>
      {length} / {max}
    </span>
  );
}
