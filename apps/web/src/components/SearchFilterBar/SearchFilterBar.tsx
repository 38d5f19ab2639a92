import clsx from "clsx";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "../Button/Button.tsx";
import { SearchIcon } from "../Icon/icons.tsx";
import { Select } from "../Select/Select.tsx";
import { TextField } from "../TextField/TextField.tsx";

/** `value` once it has stayed the same for `delayMs` (at once when `delayMs` is 0). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return delayMs <= 0 ? value : settled;
}

export interface SearchBoxProps {
  label: string;
  /** Show the label to screen readers only. */
  hideLabel?: boolean;
  placeholder?: string;
  /** The search in effect (from the URL or the page's state); the box follows it when it changes. */
  value: string;
  /** Receives the typed text, trimmed. */
  onSearch: (q: string) => void;
  /** With a Search button the search runs when sent; else as typing pauses for `debounceMs`. */
  submitLabel?: string;
  /** How long typing must pause before the search runs (0: on every change). */
  debounceMs?: number;
  maxLength?: number;
  /** Classes of the search box's cell in the bar's grid. */
  className?: string;
}

export interface FilterSelect {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

export interface SearchFilterBarProps {
  /** Names the search landmark. */
  label?: string;
  search?: SearchBoxProps;
  /** Filter selects, after the search box (before it with `filtersFirst`). */
  filters?: readonly FilterSelect[];
  filtersFirst?: boolean;
  /** Anything after the selects in the grid, such as a Reset button. */
  actions?: ReactNode;
  /** Below the bar, such as filter chips. */
  children?: ReactNode;
  /** The grid's classes (its columns). */
  className?: string;
}

function SearchBox({
  label,
  hideLabel,
  placeholder,
  value,
  onSearch,
  submitLabel,
  debounceMs = 0,
  maxLength,
  className,
}: SearchBoxProps) {
  const [typed, setTyped] = useState(value);
  // The search last sent from here; any other change of `value` comes from outside.
  const sent = useRef(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (value !== sent.current) setTyped(value);
    sent.current = value;
  }
  const send = (q: string) => {
    sent.current = q;
    onSearch(q);
  };
  const live = !submitLabel;
  const settled = useDebouncedValue(typed, live ? debounceMs : 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when typing settles
  useEffect(() => {
    if (live && debounceMs > 0 && settled.trim() !== value) send(settled.trim());
  }, [settled]);

  const field = (
    <TextField
      type="search"
      label={label}
      hideLabel={hideLabel}
      placeholder={placeholder}
      value={typed}
      maxLength={maxLength}
      enterKeyHint="search"
      autoComplete="off"
      onChange={(event) => {
        setTyped(event.target.value);
        if (live && debounceMs <= 0) send(event.target.value.trim());
      }}
      containerClassName="min-w-0 flex-1"
      endAdornment={
        submitLabel ? undefined : <SearchIcon className="mr-2.5 size-5 text-slate-500" />
      }
    />
  );
  return submitLabel ? (
    <div className={clsx("flex items-end gap-2", className)}>
      {field}
      <Button type="submit" variant="secondary">
        <SearchIcon className="size-4" />
        {submitLabel}
      </Button>
    </div>
  ) : (
    <div className={clsx("flex", className)}>{field}</div>
  );
}

/**
 * The one search-and-filter bar of a list page: a labelled search box (sent by its button, or
 * as typing pauses), filter selects and room for chips. Knows no module: the page keeps the
 * filters (in the URL or its state) and passes translated labels.
 */
export function SearchFilterBar({
  label,
  search,
  filters = [],
  filtersFirst = false,
  actions,
  children,
  className,
}: SearchFilterBarProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!search) return;
    const input = event.currentTarget.querySelector<HTMLInputElement>('input[type="search"]');
    search.onSearch((input?.value ?? "").trim());
  };
  const selects = filters.map((filter) => (
    <Select
      key={filter.label}
      label={filter.label}
      value={filter.value}
      onChange={(event) => filter.onChange(event.target.value)}
      options={[...filter.options]}
    />
  ));
  return (
    <search aria-label={label} className="flex flex-col gap-3">
      <form noValidate onSubmit={submit} className={clsx("grid gap-3", className)}>
        {filtersFirst ? selects : null}
        {search ? <SearchBox {...search} /> : null}
        {filtersFirst ? null : selects}
        {actions}
      </form>
      {children}
    </search>
  );
}
