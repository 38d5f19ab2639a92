import clsx from "clsx";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CheckboxField } from "../../../components/CheckboxField/CheckboxField.tsx";
import { Select } from "../../../components/Select/Select.tsx";
import { TextAreaField } from "../../../components/TextAreaField/TextAreaField.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { fieldId } from "../recommendation-form.ts";
import { RequiredMark } from "./CatalogItemDialog.tsx";

// Inputs of the recommendation form, each bound to an error path: its id comes from the path
// (so a failed submit can focus it) and its error is shown under it.

export function FieldLabel({ label, required }: { label: string; required?: boolean }) {
  return (
    <>
      {label}
      {required ? (
        <>
          {" "}
          <RequiredMark />
        </>
      ) : null}
    </>
  );
}

interface BaseProps {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  hint?: ReactNode;
  containerClassName?: string;
}

/** A one-line text input with a "n / max" counter. */
export function TextInput({
  path,
  label,
  value,
  onChange,
  error,
  required,
  hint,
  maxLength,
  type = "text",
  containerClassName,
  placeholder,
}: BaseProps & { maxLength?: number; type?: "text" | "url" | "date"; placeholder?: string }) {
  const { t } = useTranslation("admin");
  return (
    <div className={clsx("flex flex-col gap-1", containerClassName)}>
      <TextField
        id={fieldId(path)}
        label={<FieldLabel label={label} required={required} />}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        hint={hint}
        type={type}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-required={required || undefined}
      />
      {maxLength && type === "text" ? (
        <p className="self-end text-xs text-slate-600">
          {t("counter", { count: value.length, max: maxLength })}
        </p>
      ) : null}
    </div>
  );
}

export function TextArea({
  path,
  label,
  value,
  onChange,
  error,
  required,
  hint,
  maxLength,
  rows = 3,
  containerClassName,
}: BaseProps & { maxLength?: number; rows?: number }) {
  return (
    <TextAreaField
      id={fieldId(path)}
      label={<FieldLabel label={label} required={required} />}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={hint}
      maxLength={maxLength}
      rows={rows}
      aria-required={required || undefined}
      containerClassName={containerClassName}
    />
  );
}

export function NumberInput({
  path,
  label,
  value,
  onChange,
  error,
  required,
  hint,
  min,
  max,
  step = 1,
  disabled,
  containerClassName,
}: BaseProps & { min: number; max: number; step?: number; disabled?: boolean }) {
  return (
    <TextField
      id={fieldId(path)}
      label={<FieldLabel label={label} required={required} />}
      type="number"
      inputMode={step === 1 ? "numeric" : "decimal"}
      min={min}
      max={max}
      step={step}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={hint}
      aria-required={required || undefined}
      containerClassName={containerClassName}
    />
  );
}

export function SelectInput({
  path,
  label,
  value,
  onChange,
  error,
  required,
  hint,
  options,
  placeholder,
  containerClassName,
}: BaseProps & { options: { value: string; label: string }[]; placeholder?: string }) {
  return (
    <Select
      id={fieldId(path)}
      label={<FieldLabel label={label} required={required} />}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={hint}
      aria-required={required || undefined}
      containerClassName={containerClassName}
    >
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}

/**
 * A group of checkboxes in a grid of 1 to 4 columns by width (risk factors, goals, study
 * types, activity levels).
 */
export function CheckboxGrid({
  path,
  legend,
  options,
  selected,
  onChange,
  error,
  hint,
  empty,
}: {
  path: string;
  legend: string;
  options: { value: string; label: string; description?: string | null }[];
  selected: string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
  hint?: ReactNode;
  empty?: ReactNode;
}) {
  const id = fieldId(path);
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={clsx(error && `${id}-error`, hint && `${id}-hint`) || undefined}
      className="flex min-w-0 flex-col gap-2"
    >
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {options.length === 0 ? (
        (empty ?? null)
      ) : (
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {options.map((option) => (
            <CheckboxField
              key={option.value}
              appearance="card"
              label={option.label}
              checked={selected.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...selected, option.value]
                    : selected.filter((v) => v !== option.value),
                )
              }
            />
          ))}
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
