import clsx from "clsx";
import { type ComponentProps, type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { FieldMessages, fieldDescribedBy } from "../TextField/TextField.tsx";

export interface TextAreaFieldProps extends ComponentProps<"textarea"> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shows "n / max" under the field when `maxLength` is set (on by default). */
  showCounter?: boolean;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  containerClassName?: string;
}

/** A multi-line text field that looks and announces like `TextField`, with a length counter. */
export function TextAreaField({
  label,
  error,
  hint,
  showCounter = true,
  hideLabel = false,
  id: idProp,
  className,
  containerClassName,
  maxLength,
  value,
  ...rest
}: TextAreaFieldProps) {
  const { t } = useTranslation("common");
  const autoId = useId();
  const id = idProp ?? autoId;
  const length = typeof value === "string" ? value.length : 0;
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
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, hint, error)}
        className={clsx(
          "block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400",
          "focus:outline-2 focus:outline-offset-0",
          error
            ? "border-red-600 focus:outline-red-600"
            : "border-slate-300 hover:border-slate-400 focus:border-brand-700 focus:outline-brand-700",
          className,
        )}
        {...rest}
      />
      <FieldMessages id={id} hint={hint} error={error} />
      {showCounter && maxLength ? (
        <p className="self-end text-xs text-slate-600">
          {t("counter", { count: length, max: maxLength })}
        </p>
      ) : null}
    </div>
  );
}
