import { COURSE_TAG_MAX, COURSE_TAGS_MAX } from "@vitalog/domain";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon, PlusIcon } from "../../../../components/Icon/icons.tsx";
import { inputClassName } from "../../../../components/TextField/TextField.tsx";
import { useMessageText } from "../../../../lib/messages.ts";

/**
 * Adds what was typed (several at once when separated by commas) to `tags`: trimmed, empty ones
 * and ones already there (in any letter case) left out, at most `COURSE_TAGS_MAX` in all.
 */
export function addTags(
  tags: readonly string[],
  typed: string,
): { tags: string[]; added: string[]; repeated: string[]; overLimit: boolean } {
  const next = [...tags];
  const added: string[] = [];
  const repeated: string[] = [];
  let overLimit = false;
  for (const part of typed.split(",")) {
    const tag = part.trim().slice(0, COURSE_TAG_MAX);
    if (!tag) continue;
    if (next.some((t) => t.toLocaleLowerCase() === tag.toLocaleLowerCase())) {
      repeated.push(tag);
    } else if (next.length >= COURSE_TAGS_MAX) {
      overLimit = true;
    } else {
      next.push(tag);
      added.push(tag);
    }
  }
  return { tags: next, added, repeated, overLimit };
}

/**
 * Tags added by Enter or the + button, each shown with a labelled Remove button. `draft` is
 * what is typed and not added yet; the form adds it on save too, so nothing typed is lost.
 */
export function TagsField({
  id: idProp,
  tags,
  onChange,
  draft,
  onDraftChange,
  error,
}: {
  id?: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  draft: string;
  onDraftChange: (draft: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation("courses");
  const messageText = useMessageText();
  const autoId = useId();
  const inputId = idProp ?? autoId;
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // What the last add or remove did: a warning is shown, the rest is only announced.
  const [note, setNote] = useState({ text: "", warn: false });

  function add() {
    const result = addTags(tags, draft);
    if (result.added.length) onChange(result.tags);
    onDraftChange("");
    if (result.overLimit) {
      setNote({ text: t("adminCourses.tags.limit", { max: COURSE_TAGS_MAX }), warn: true });
    } else if (result.repeated.length) {
      const tag = result.repeated.join(", ");
      setNote({ text: t("adminCourses.tags.repeated", { tag }), warn: true });
    } else if (result.added.length) {
      setNote({
        text: t("adminCourses.tags.added", { tag: result.added.join(", ") }),
        warn: false,
      });
    } else {
      setNote({ text: t("adminCourses.tags.empty"), warn: true });
    }
    input.current?.focus();
  }

  function remove(index: number) {
    const tag = tags[index] ?? "";
    onChange(tags.filter((_, i) => i !== index));
    setNote({ text: t("adminCourses.tags.removed", { tag }), warn: false });
    // Focus the tag that takes its place (or the one before it), else the input.
    window.requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll("button");
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? input.current)?.focus();
    });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  }

  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {t("adminCourses.tags.label")}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={inputId}
          type="text"
          value={draft}
          onChange={(event) => {
            onDraftChange(event.target.value);
            if (note.warn) setNote({ text: "", warn: false });
          }}
          onKeyDown={handleKeyDown}
          maxLength={COURSE_TAG_MAX * 4}
          enterKeyHint="done"
          autoComplete="off"
          placeholder={t("adminCourses.tags.placeholder")}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          aria-invalid={error ? true : undefined}
          className={inputClassName(Boolean(error), "min-w-0 flex-1")}
        />
        <button
          type="button"
          onClick={add}
          aria-label={t("adminCourses.tags.add")}
          title={t("adminCourses.tags.add")}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 active:bg-slate-100"
        >
          <PlusIcon className="size-5" />
        </button>
      </div>
      <p id={hintId} className="text-sm text-slate-600">
        {t("adminCourses.tags.hint", { max: COURSE_TAGS_MAX })}
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
        <ul
          ref={list}
          aria-label={t("adminCourses.tags.list")}
          className="mt-1 flex flex-wrap gap-2"
        >
          {tags.map((tag, index) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900"
            >
              <span className="min-w-0 break-words">{tag}</span>
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={t("adminCourses.tags.remove", { tag })}
                title={t("adminCourses.tags.remove", { tag })}
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100"
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
