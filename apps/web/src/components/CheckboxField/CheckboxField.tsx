import clsx from "clsx";
import { type ComponentProps, type ReactNode, useId } from "react";
import { useMessageText } from "../../lib/messages.ts";

export interface CheckboxFieldProps extends Omit<ComponentProps<"input">, "type" | "size"> {
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  /** "plain" is a simple row; "card" is a bordered, tappable tile (for option lists). */
  appearance?: "plain" | "card";
  containerClassName?: string;
}

/** A native checkbox with its label (and optional description) — works with `register`. */
export function CheckboxField({
  label,
  description,
  error,
  appearance = "plain",
  id: idProp,
  className,
  containerClassName,
  ...inputProps
}: CheckboxFieldProps) {
  const autoId = useId();
  const messageText = useMessageText();
  const id = idProp ?? autoId;
  const describedBy =
    [description ? `${id}-description` : null, error ? `${id}-error` : null]
      .filter(Boolean)
      .join(" ") || undefined;
  return (
    <div className={containerClassName}>
      <label
        htmlFor={id}
        className={clsx(
          "flex cursor-pointer items-start gap-3",
          appearance === "card" &&
            "rounded-xl border border-slate-200 bg-white p-3.5 transition-colors hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
        )}
      >
        <input
          id={id}
          type="checkbox"
          aria-labelledby={description ? `${id}-label` : undefined}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={clsx(
            "mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand-700",
            appearance === "card" && "focus-visible:outline-none",
            className,
          )}
          {...inputProps}
        />
        <span className="flex flex-col gap-0.5">
          <span id={`${id}-label`} className="text-sm font-medium text-slate-900">
            {label}
          </span>
          {description ? (
            <span id={`${id}-description`} className="text-sm text-slate-600">
              {description}
            </span>
          ) : null}
        </span>
      </label>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {messageText(error)}
        </p>
      ) : null}
    </div>
  );
}
