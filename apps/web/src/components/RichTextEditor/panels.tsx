import type { EditorImage } from "@vitalog/domain";
import clsx from "clsx";
import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../lib/api.ts";
import { useMessageText } from "../../lib/messages.ts";
import { uploadFile } from "../../lib/upload.ts";
import { Button } from "../Button/Button.tsx";
import { EMBED_NAMES, embedSourceOf } from "../RichText/embeds.ts";
import { RICH_TEXT_NAMESPACE } from "../RichText/i18n.ts";
import { TextField } from "../TextField/TextField.tsx";
import { EDITOR_IMAGE_MIME_TYPES, editorImageProblem, linkAddress } from "./rules.ts";

/**
 * Escape inside `box` closes the panel only. A dialog around listens on the document in the
 * capture phase, so the key is claimed earlier, on the window, before it gets there.
 */
function useEscapeCloses(box: RefObject<HTMLDivElement | null>, onCancel: () => void) {
  useEffect(() => {
    const handleKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || !box.current?.contains(event.target as Node)) return;
      event.preventDefault();
      onCancel();
    };
    window.addEventListener("keydown", handleKeyDown, { capture: true });
    return () => window.removeEventListener("keydown", handleKeyDown, { capture: true });
  }, [box, onCancel]);
}

// The panels are not <form>s: they sit inside the page's form, whose Enter must not submit it.
const PANEL = "flex flex-col gap-3 border-b border-slate-200 bg-white p-3";

export function LinkForm({
  current,
  hasLink,
  onApply,
  onRemove,
  onCancel,
}: {
  current: string;
  hasLink: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(RICH_TEXT_NAMESPACE);
  const [address, setAddress] = useState(current);
  const [error, setError] = useState<string | undefined>();
  const box = useRef<HTMLDivElement>(null);
  useEscapeCloses(box, onCancel);

  function apply() {
    const href = linkAddress(address);
    if (!href) {
      setError(t("editor.linkInvalid"));
      return;
    }
    onApply(href);
  }

  return (
    <div ref={box} className={clsx(PANEL, "sm:flex-row sm:items-start")}>
      <TextField
        label={t("editor.linkAddress")}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={address}
        autoFocus
        error={error}
        onChange={(event) => setAddress(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            apply();
          }
        }}
        containerClassName="min-w-0 flex-1"
      />
      <div className="flex flex-wrap gap-2 sm:mt-7">
        <Button size="sm" onClick={apply}>
          {t("editor.linkApply")}
        </Button>
        {hasLink ? (
          <Button size="sm" variant="secondary" onClick={onRemove}>
            {t("editor.linkRemove")}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t("editor.cancel")}
        </Button>
      </div>
    </div>
  );
}

/** Upload a picture with its description: the real upload progress, then it is inserted. */
export function ImageForm({
  uploadUrl,
  onInsert,
  onCancel,
}: {
  uploadUrl: string;
  onInsert: (image: { src: string; alt: string; width: number; height: number }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(RICH_TEXT_NAMESPACE);
  const messageText = useMessageText();
  const fileId = useId();
  const box = useRef<HTMLDivElement>(null);
  const abort = useRef<(() => void) | null>(null);
  const [alt, setAlt] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEscapeCloses(box, onCancel);
  useEffect(() => () => abort.current?.(), []);

  async function handleFile(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    setError(null);
    const problem = editorImageProblem(file);
    if (problem) {
      setError(problem);
      input.value = "";
      return;
    }
    setProgress(0);
    const upload = uploadFile<EditorImage>(uploadUrl, file, setProgress);
    abort.current = upload.abort;
    try {
      const image = await upload.promise;
      onInsert({ src: image.url, alt: alt.trim(), width: image.width, height: image.height });
    } catch (cause) {
      if (!(cause instanceof DOMException && cause.name === "AbortError")) {
        setError(isApiError(cause) ? messageText(cause) : t("editor.imageFailed"));
      }
      input.value = "";
    } finally {
      abort.current = null;
      setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <div ref={box} className={PANEL}>
      <TextField
        label={t("editor.imageAlt")}
        hint={t("editor.imageAltHint")}
        value={alt}
        autoFocus
        maxLength={300}
        disabled={busy}
        onChange={(event) => setAlt(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") event.preventDefault();
        }}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="text-sm font-medium text-slate-800">
          {t("editor.imageFile")}
        </label>
        <input
          id={fileId}
          type="file"
          accept={EDITOR_IMAGE_MIME_TYPES.join(",")}
          disabled={busy}
          aria-describedby={error ? `${fileId}-error ${fileId}-hint` : `${fileId}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => void handleFile(event.currentTarget)}
          className="block w-full rounded-xl text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
        />
        <p id={`${fileId}-hint`} className="text-sm text-slate-600">
          {t("editor.imageHint")}
        </p>
      </div>
      {busy ? (
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={t("editor.imageUploading")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full bg-brand-600 transition-[width]"
              style={{ width: `${progress}%` }}
            />
          </div>
          <span className="w-10 text-right text-xs text-slate-700 tabular-nums">
            {t("editor.imageUploadingValue", { percent: progress })}
          </span>
          <Button size="sm" variant="ghost" onClick={() => abort.current?.()}>
            {t("editor.imageCancel")}
          </Button>
        </div>
      ) : null}
      {error ? (
        <p id={`${fileId}-error`} role="alert" className="text-sm font-medium text-red-700">
          {messageText(error)}
        </p>
      ) : null}
      <div>
        <Button size="sm" variant="ghost" onClick={onCancel} disabled={busy}>
          {t("editor.cancel")}
        </Button>
      </div>
    </div>
  );
}

/** Embed by address: only the allowed hosts become a frame; anything else is refused. */
/** "YouTube, Vimeo, Google Slides, CodeSandbox, or CodePen". */
const hostList = (language: string) =>
  new Intl.ListFormat(language, { type: "disjunction" }).format(EMBED_NAMES);

export function EmbedForm({
  onInsert,
  onCancel,
}: {
  onInsert: (embed: { src: string; name: string }) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation(RICH_TEXT_NAMESPACE);
  const [address, setAddress] = useState("");
  const [error, setError] = useState<string | undefined>();
  const box = useRef<HTMLDivElement>(null);
  useEscapeCloses(box, onCancel);

  function apply() {
    const embed = embedSourceOf(address);
    if (!embed) {
      setError(t("editor.embedRefused", { hosts: hostList(i18n.language) }));
      return;
    }
    onInsert(embed);
  }

  return (
    <div ref={box} className={clsx(PANEL, "sm:flex-row sm:items-start")}>
      <TextField
        label={t("editor.embedAddress")}
        hint={t("editor.embedHint", { hosts: hostList(i18n.language) })}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={address}
        autoFocus
        error={error}
        onChange={(event) => {
          setAddress(event.target.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            apply();
          }
        }}
        containerClassName="min-w-0 flex-1"
      />
      <div className="flex flex-wrap gap-2 sm:mt-7">
        <Button size="sm" onClick={apply}>
          {t("editor.embedApply")}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t("editor.cancel")}
        </Button>
      </div>
    </div>
  );
}
