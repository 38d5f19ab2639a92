import type { EditorImage } from "@vitalog/domain";
import clsx from "clsx";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Upload } from "../../lib/upload.ts";
import { Button } from "../Button/Button.tsx";
import { ImageUploadField } from "../ImageUploadField/ImageUploadField.tsx";
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
  upload,
  onInsert,
  onCancel,
}: {
  upload: (file: File, onProgress: (percent: number) => void) => Upload<EditorImage>;
  onInsert: (image: { src: string; alt: string; width: number; height: number }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(RICH_TEXT_NAMESPACE);
  const box = useRef<HTMLDivElement>(null);
  const [alt, setAlt] = useState("");
  const [busy, setBusy] = useState(false);
  useEscapeCloses(box, onCancel);

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
      <ImageUploadField
        value={null}
        hidePreview
        onChange={(_url, image) => {
          if (image) {
            onInsert({ src: image.url, alt: alt.trim(), width: image.width, height: image.height });
          }
        }}
        upload={upload}
        check={editorImageProblem}
        accept={EDITOR_IMAGE_MIME_TYPES.join(",")}
        onBusyChange={setBusy}
        hint={t("editor.imageHint")}
        labels={{
          choose: t("editor.imageFile"),
          uploading: t("editor.imageUploading"),
          cancel: t("editor.imageCancel"),
          failed: t("editor.imageFailed"),
          progress: (percent) => t("editor.imageUploadingValue", { percent }),
        }}
      />
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
