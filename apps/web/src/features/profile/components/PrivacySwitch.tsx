import clsx from "clsx";
import { type ReactNode, useId } from "react";

/** An on/off choice that applies at once: a switch with its label and what it means. */
export function PrivacySwitch({
  label,
  description,
  checked,
  busy = false,
  onChange,
}: {
  label: ReactNode;
  description: ReactNode;
  checked: boolean;
  busy?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="flex min-w-0 flex-col gap-0.5">
        <span id={`${id}-label`} className="text-sm font-medium text-slate-900">
          {label}
        </span>
        <span id={`${id}-description`} className="text-sm text-slate-600">
          {description}
        </span>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        aria-busy={busy || undefined}
        onClick={() => {
          if (!busy) onChange(!checked);
        }}
        className={clsx(
          "relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
          checked ? "bg-brand-700" : "bg-slate-500",
          busy && "opacity-70",
        )}
      >
        <span
          aria-hidden="true"
          className={clsx(
            "inline-block size-6 rounded-full bg-white shadow transition-transform",
            checked ? "translate-x-5" : "translate-x-0",
          )}
        />
      </button>
    </div>
  );
}
