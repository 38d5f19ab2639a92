import {
  EDITOR_IMAGE_TYPES,
  EditorImageMessage,
  IMAGE_MAX_BYTES,
  RICH_TEXT_URL,
} from "@vitalog/domain";

/** An address as typed, with https:// added when it names no scheme; null if not allowed. */
export function linkAddress(typed: string): string | null {
  const trimmed = typed.trim();
  if (!trimmed) return null;
  const href =
    /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith("/")
      ? trimmed
      : `https://${trimmed}`;
  return RICH_TEXT_URL.test(href) ? href : null;
}

export const EDITOR_IMAGE_MIME_TYPES: readonly string[] = Object.values(EDITOR_IMAGE_TYPES);

/**
 * Why a file cannot be an editor image, in the spec's words (learning-devices-commerce §5), or
 * null: an image, at most 5 MB, of JPEG, PNG, GIF or WebP. The server checks again.
 */
export function editorImageProblem(file: Pick<File, "type" | "size">): string | null {
  if (!file.type.startsWith("image/")) return EditorImageMessage.invalidFileType;
  if (file.size > IMAGE_MAX_BYTES) return EditorImageMessage.fileTooLarge;
  if (!EDITOR_IMAGE_MIME_TYPES.includes(file.type)) return EditorImageMessage.invalidImageType;
  return null;
}
