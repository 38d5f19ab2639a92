import clsx from "clsx";
import { type ComponentProps, type ReactNode, useId } from "react";
import { FieldMessages, fieldDescribedBy, inputClassName } from "../TextField/TextField.tsx";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<ComponentProps<"select">, "size"> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Rendered as <option>s after any `children`. */
  options?: readonly SelectOption[];
  placeholder?: string;
  containerClassName?: string;
}

export function Select({
  label,
  error,
  hint,
  options,
  placeholder,
  id: idProp,
  className,
  containerClassName,
  children,
  ...selectProps
}: SelectProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  return (
    <div className={clsx("flex flex-col gap-1.5", containerClassName)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, hint, error)}
          className={inputClassName(Boolean(error), clsx("appearance-none pr-10", className))}
          {...selectProps}
        >
          {placeholder ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {children}
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500"
          fill="currentColor"
        >
          <path
            fillRule="evenodd"
            d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
            clipRule="evenodd"
          />
        </svg>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
