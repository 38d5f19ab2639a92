import clsx from "clsx";
import { type ComponentProps, type ReactNode, useId } from "react";
import {
  FieldMessages,
  fieldDescribedBy,
  inputClassName,
} from "../../../components/TextField/TextField.tsx";

/** A labelled multi-line field that looks and announces like `TextField`. */
export function TextAreaField({
  label,
  error,
  hint,
  id: idProp,
  className,
  containerClassName,
  hideLabel = false,
  ...props
}: ComponentProps<"textarea"> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  containerClassName?: string;
  hideLabel?: boolean;
}) {
  const autoId = useId();
  const id = idProp ?? autoId;
  return (
    <div className={clsx("flex flex-col gap-1.5", containerClassName)}>
      <label
        htmlFor={id}
        className={clsx("text-sm font-medium text-slate-800", hideLabel && "sr-only")}
      >
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, hint, error)}
        className={inputClassName(Boolean(error), clsx("h-auto min-h-24 py-2.5", className))}
        {...props}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** "12 / 200" under a field, red past the limit. */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  return (
    <span className={clsx("tabular-nums", length > max && "font-semibold text-red-700")}>
      {length} / {max}
    </span>
  );
}
