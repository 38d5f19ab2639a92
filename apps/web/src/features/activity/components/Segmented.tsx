import clsx from "clsx";
import { useId } from "react";

/** A row of choices, one chosen (radio buttons drawn as a segmented control). */
export function Segmented<T extends string | number>({
  label,
  options,
  value,
  onChange,
  labelOf,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  labelOf: (value: T) => string;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{label}</legend>
      <div className="inline-flex flex-wrap rounded-xl bg-slate-100 p-1">
        {options.map((option) => (
          <label
            key={option}
            className={clsx(
              "cursor-pointer rounded-lg px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
              option === value
                ? "bg-white text-slate-900 shadow-sm"
                : "text-slate-700 hover:text-slate-900",
            )}
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={option === value}
              onChange={() => onChange(option)}
            />
            {labelOf(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
