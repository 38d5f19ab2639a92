import { type CatalogItem, USER_GENDERS } from "@vitalog/domain";
import clsx from "clsx";
import { type ComponentProps, type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button.tsx";
import { CheckboxField } from "../../../components/CheckboxField/CheckboxField.tsx";
import { ChevronDownIcon } from "../../../components/Icon/icons.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { messageText } from "../../../lib/messages.ts";

function isoDay(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

type InputProps = Omit<ComponentProps<"input">, "type" | "size"> & { error?: string | undefined };

/** Date of birth: a native date picker limited to the past. */
export function DateOfBirthField({ error, ...props }: InputProps) {
  const { t } = useTranslation("profile");
  const today = new Date();
  const oldest = new Date(today.getFullYear() - 120, 0, 1);
  return (
    <TextField
      label={t("dateOfBirth")}
      type="date"
      autoComplete="bday"
      max={isoDay(today)}
      min={isoDay(oldest)}
      error={error}
      containerClassName="max-w-xs"
      {...props}
    />
  );
}

/** Radio buttons for the profile's gender (male or female). */
export function GenderField({ error, ...props }: InputProps) {
  const { t } = useTranslation("profile");
  const id = useId();
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      className="flex flex-col gap-2"
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{t("gender")}</legend>
      <div className="grid max-w-md grid-cols-2 gap-3">
        {USER_GENDERS.map((gender) => (
          <label
            key={gender}
            className={clsx(
              "flex cursor-pointer items-center gap-3 rounded-xl border bg-white px-4 py-3 text-sm font-medium text-slate-900 transition-colors",
              "hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
              error ? "border-red-600" : "border-slate-300",
            )}
          >
            <input
              type="radio"
              value={gender}
              className="size-4 accent-brand-700 focus-visible:outline-none"
              {...props}
            />
            {t(`genders.${gender}`)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {messageText(t, error)}
        </p>
      ) : null}
    </fieldset>
  );
}

export interface CatalogCheckboxGroupProps {
  legend: ReactNode;
  description?: ReactNode;
  items: CatalogItem[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  emptyText: string;
  /** Rows instead of tiles, with the legend for screen readers only (inside a disclosure). */
  compact?: boolean;
  /** Shows the items in named groups (each its own fieldset) instead of one list. */
  groupItems?: (items: CatalogItem[]) => { key: string; label: string; items: CatalogItem[] }[];
  /** Each group behind a disclosure saying how many of it are ticked (open when any are). */
  collapsibleGroups?: boolean;
  /** Shown above the items once they are loaded (a "None of these" choice). */
  leading?: ReactNode;
  /** The legend for screen readers only (the page has a visible heading saying it). */
  hideLegend?: boolean;
}

/** A multi-select of catalogue items (risk factors or health goals) as checkbox tiles. */
export function CatalogCheckboxGroup({
  legend,
  description,
  items,
  isLoading,
  isError,
  onRetry,
  value,
  onChange,
  error,
  emptyText,
  compact = false,
  groupItems,
  collapsibleGroups = false,
  leading,
  hideLegend = false,
}: CatalogCheckboxGroupProps) {
  const { t } = useTranslation("profile");
  const id = useId();
  const toggle = (itemId: string, checked: boolean) => {
    onChange(checked ? [...value, itemId] : value.filter((v) => v !== itemId));
  };
  const list = (shown: CatalogItem[]) =>
    compact ? (
      <div className="grid sm:grid-cols-2 sm:gap-x-6">
        {shown.map((item) => (
          <CheckboxField
            key={item.id}
            label={item.name}
            description={item.description ?? undefined}
            containerClassName="border-b border-slate-100 py-3"
            checked={value.includes(item.id)}
            onChange={(event) => toggle(item.id, event.target.checked)}
          />
        ))}
      </div>
    ) : (
      <div className="grid gap-3 sm:grid-cols-2">
        {shown.map((item) => (
          <CheckboxField
            key={item.id}
            appearance="card"
            label={item.name}
            description={item.description ?? undefined}
            checked={value.includes(item.id)}
            onChange={(event) => toggle(item.id, event.target.checked)}
          />
        ))}
      </div>
    );
  return (
    <fieldset
      aria-describedby={
        [description ? `${id}-description` : null, error ? `${id}-error` : null]
          .filter(Boolean)
          .join(" ") || undefined
      }
      className="flex min-w-0 flex-col gap-3"
    >
      <legend
        className={compact || hideLegend ? "sr-only" : "text-base font-semibold text-slate-900"}
      >
        {legend}
      </legend>
      {description ? (
        <p id={`${id}-description`} className="-mt-1 text-sm text-slate-600">
          {description}
        </p>
      ) : null}
      {isLoading ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-16 rounded-xl" />
          ))}
        </div>
      ) : isError ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {t("catalogFailed")}
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {t("retry")}
          </Button>
        </div>
      ) : items && items.length > 0 ? (
        <>
          {leading}
          {groupItems
            ? groupItems(items).map((group) =>
                collapsibleGroups ? (
                  <GroupDisclosure
                    key={group.key}
                    label={group.label}
                    names={group.items.map((item) => item.name).join(", ")}
                    selected={group.items.filter((item) => value.includes(item.id)).length}
                  >
                    {list(group.items)}
                  </GroupDisclosure>
                ) : (
                  <fieldset key={group.key} className="flex flex-col gap-2">
                    <legend className="mb-1 text-sm font-semibold text-slate-800">
                      {group.label}
                    </legend>
                    {list(group.items)}
                  </fieldset>
                ),
              )
            : list(items)}
        </>
      ) : (
        <p className="text-sm text-slate-600">{emptyText}</p>
      )}
      {value.length > 0 && items && !compact ? (
        <p className="text-sm text-slate-600" aria-live="polite">
          {t("selectedCount", { count: value.length })}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {messageText(t, error)}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * One group of a long list behind a disclosure, saying what is in it (or how many of it are
 * ticked); it starts open when some of it is ticked.
 */
function GroupDisclosure({
  label,
  names,
  selected,
  children,
}: {
  label: string;
  names: string;
  selected: number;
  children: ReactNode;
}) {
  const { t } = useTranslation("profile");
  const [open, setOpen] = useState(selected > 0);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-xl border border-slate-200 bg-white open:border-slate-300"
    >
      <summary className="flex cursor-pointer list-none items-center gap-3 rounded-xl px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold text-slate-900">{label}</span>
          {selected > 0 ? (
            <span className="block text-sm text-brand-800">
              {t("selectedCount", { count: selected })}
            </span>
          ) : (
            <span className="block truncate text-sm text-slate-600">{names}</span>
          )}
        </span>
        <ChevronDownIcon className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
      </summary>
      <fieldset className="border-t border-slate-100 p-3">
        <legend className="sr-only">{label}</legend>
        {children}
      </fieldset>
    </details>
  );
}
