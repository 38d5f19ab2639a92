import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { useMessageText } from "../../lib/messages.ts";
import { CloseIcon, PlusIcon } from "../Icon/icons.tsx";
import { inputClassName } from "../TextField/TextField.tsx";

/** What adding the typed text did: the tags now, and what to say (a warning, or only announced). */
export interface TagsAdded {
  tags: string[];
  note: string;
  warn: boolean;
}

export interface TagsFieldProps {
  id?: string;
  label: ReactNode;
  hint: ReactNode;
  placeholder?: string;
  /** The + button's name. */
  addLabel: string;
  /** The name of the list of tags. */
  listLabel: string;
  /** Each tag's remove button's name ("Remove tag sleep"). */
  removeLabel: (tag: string) => string;
  /** Announced when a tag is removed. */
  removedNote: (tag: string) => string;
  tags: string[];
  onChange: (tags: string[]) => void;
  /** The module's rule for adding typed text (several tags at once, comma-separated); null does nothing. */
  add: (tags: readonly string[], typed: string) => TagsAdded | null;
  /** What is typed and not added yet, when the form keeps it (to add it on save); else kept here. */
  draft?: string;
  onDraftChange?: (draft: string) => void;
  /** Add what is typed when the field loses the focus. */
  addOnBlur?: boolean;
  maxLength?: number;
  /** A catalogue message or text. */
  error?: string | undefined;
}

/**
 * The one tags field: Enter, a comma or the + button adds what is typed, Backspace in the
 * empty input removes the last tag, and each tag has a labelled remove button. Knows no
 * module: the rule for adding and every text come from the caller.
 */
export function TagsField({
  id: idProp,
  label,
  hint,
  placeholder,
  addLabel,
  listLabel,
  removeLabel,
  removedNote,
  tags,
  onChange,
  add: addRule,
  draft: draftProp,
  onDraftChange,
  addOnBlur = false,
  maxLength,
  error,
}: TagsFieldProps) {
  const messageText = useMessageText();
  const autoId = useId();
  const inputId = idProp ?? autoId;
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [ownDraft, setOwnDraft] = useState("");
  const draft = draftProp ?? ownDraft;
  const setDraft = (next: string) => {
    setOwnDraft(next);
    onDraftChange?.(next);
  };
  // What the last add or remove did: a warning is shown, the rest is only announced.
  const [note, setNote] = useState({ text: "", warn: false });

  function add() {
    const result = addRule(tags, draft);
    if (!result) return;
    if (result.tags.length !== tags.length) onChange(result.tags);
    setDraft("");
    setNote({ text: result.note, warn: result.warn });
    input.current?.focus();
  }

  function remove(index: number, { focusInput = false } = {}) {
    const tag = tags[index] ?? "";
    onChange(tags.filter((_, i) => i !== index));
    setNote({ text: removedNote(tag), warn: false });
    if (focusInput) return;
    // Focus the tag that takes its place (or the one before it), else the input.
    window.requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll("button");
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? input.current)?.focus();
    });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add();
    } else if (event.key === "Backspace" && draft === "" && tags.length > 0) {
      event.preventDefault();
      remove(tags.length - 1, { focusInput: true });
    }
  }

  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={inputId}
          type="text"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (note.warn) setNote({ text: "", warn: false });
          }}
          onKeyDown={handleKeyDown}
          onBlur={addOnBlur && draft.trim() ? add : undefined}
          maxLength={maxLength}
          enterKeyHint="done"
          autoComplete="off"
          autoCapitalize="none"
          placeholder={placeholder}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          aria-invalid={error ? true : undefined}
          className={inputClassName(Boolean(error), "min-w-0 flex-1")}
        />
        <button
          type="button"
          onClick={add}
          aria-label={addLabel}
          title={addLabel}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 active:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <PlusIcon className="size-5" />
        </button>
      </div>
      <p id={hintId} className="text-sm text-slate-600">
        {hint}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {messageText(error)}
        </p>
      ) : null}
      <p role="status" className={note.warn ? "text-sm font-medium text-amber-800" : "sr-only"}>
        {note.text}
      </p>
      {tags.length ? (
        <ul ref={list} aria-label={listLabel} className="mt-1 flex flex-wrap gap-2">
          {tags.map((tag, index) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900"
            >
              <span className="min-w-0 break-words">{tag}</span>
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={removeLabel(tag)}
                title={removeLabel(tag)}
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
