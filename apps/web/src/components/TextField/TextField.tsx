import clsx from "clsx";
import { type ComponentProps, type ReactNode, useId } from "react";
import { useMessageText } from "../../lib/messages.ts";

export interface FieldMessagesProps {
  id: string;
  hint?: ReactNode;
  error?: string | undefined;
}

export function fieldDescribedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** The hint and error lines under a field; ids match `fieldDescribedBy`. */
export function FieldMessages({ id, hint, error }: FieldMessagesProps) {
  const messageText = useMessageText();
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {messageText(error)}
        </p>
      ) : null}
    </>
  );
}

export const inputClassName = (hasError: boolean, className?: string) =>
  clsx(
    "block h-11 w-full rounded-xl border bg-white px-3.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 transition-colors",
    // A text field shows its ring whenever it has focus, however it got there; focus-within
    // also covers the parts of a field that take focus themselves (a date's calendar button).
    "focus-within:outline-2 focus-within:outline-offset-0",
    "disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500",
    hasError
      ? "border-red-600 focus-within:outline-red-600"
      : "border-slate-300 hover:border-slate-400 focus-within:border-brand-700 focus-within:outline-brand-700",
    className,
  );

export interface TextFieldProps extends Omit<ComponentProps<"input">, "size"> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Content placed inside the input on the right, such as a show/hide button. */
  endAdornment?: ReactNode;
  hideLabel?: boolean;
  containerClassName?: string;
}

export function TextField({
  label,
  error,
  hint,
  endAdornment,
  hideLabel = false,
  id: idProp,
  className,
  containerClassName,
  ...inputProps
}: TextFieldProps) {
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
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, hint, error)}
          className={inputClassName(Boolean(error), clsx(endAdornment ? "pr-12" : null, className))}
          {...inputProps}
        />
        {endAdornment ? (
          <div className="absolute inset-y-0 right-1 flex items-center">{endAdornment}</div>
        ) : null}
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
