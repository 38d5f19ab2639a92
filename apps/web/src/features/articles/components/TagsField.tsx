import { ARTICLE_TAG_MAX, ARTICLE_TAGS_MAX, ArticleMessage, normalizeTags } from "@vitalog/domain";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon, PlusIcon } from "../../../components/Icon/icons.tsx";
import { inputClassName } from "../../../components/TextField/TextField.tsx";
import { useMessageText } from "../../../lib/messages.ts";

/**
 * Adds what was typed (several at once, separated by commas) to `tags`: lowercased and trimmed
 * as the server stores them, repeats left out, at most 5 in all and 40 characters each.
 */
export function addArticleTags(
  tags: readonly string[],
  typed: string,
): { tags: string[]; added: string[]; problem: string | null } {
  const typedTags = normalizeTags(typed.split(","));
  const tooLong = typedTags.filter((tag) => tag.length > ARTICLE_TAG_MAX);
  const fresh = typedTags.filter((tag) => tag.length <= ARTICLE_TAG_MAX && !tags.includes(tag));
  const room = Math.max(0, ARTICLE_TAGS_MAX - tags.length);
  const added = fresh.slice(0, room);
  const problem =
    fresh.length > room
      ? ArticleMessage.tagsTooMany
      : tooLong.length > 0
        ? ArticleMessage.tagInvalid
        : null;
  return { tags: [...tags, ...added], added, problem };
}

/** The article's tags: added with Enter, a comma or +, each removable; the first is its focus keyword. */
export function TagsField({
  tags,
  onChange,
  error,
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation("articles");
  const text = useMessageText();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [draft, setDraft] = useState("");
  const [note, setNote] = useState({ text: "", warn: false });

  function add() {
    if (!draft.trim()) return;
    const result = addArticleTags(tags, draft);
    if (result.added.length) onChange(result.tags);
    setDraft("");
    if (result.problem) setNote({ text: text(result.problem), warn: true });
    else if (result.added.length)
      setNote({ text: t("editor.tags.added", { tag: result.added.join(", ") }), warn: false });
    else setNote({ text: t("editor.tags.repeated"), warn: true });
    input.current?.focus();
  }

  function remove(index: number) {
    const tag = tags[index] ?? "";
    onChange(tags.filter((_, i) => i !== index));
    setNote({ text: t("editor.tags.removed", { tag }), warn: false });
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
    }
  }

  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {t("editor.tags.label")}
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
          onBlur={() => (draft.trim() ? add() : undefined)}
          enterKeyHint="done"
          autoComplete="off"
          autoCapitalize="none"
          placeholder={t("editor.tags.placeholder")}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          aria-invalid={error ? true : undefined}
          className={inputClassName(Boolean(error), "min-w-0 flex-1")}
        />
        <button
          type="button"
          onClick={add}
          aria-label={t("editor.tags.add")}
          title={t("editor.tags.add")}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <PlusIcon className="size-5" />
        </button>
      </div>
      <p id={hintId} className="text-sm text-slate-600">
        {t("editor.tags.hint", { count: tags.length, max: ARTICLE_TAGS_MAX })}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {text(error)}
        </p>
      ) : null}
      <p role="status" className={note.warn ? "text-sm font-medium text-amber-800" : "sr-only"}>
        {note.text}
      </p>
      {tags.length ? (
        <ul ref={list} aria-label={t("editor.tags.list")} className="flex flex-wrap gap-2">
          {tags.map((tag, index) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900"
            >
              <span className="min-w-0 break-words">{tag}</span>
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={t("editor.tags.remove", { tag })}
                title={t("editor.tags.remove", { tag })}
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
