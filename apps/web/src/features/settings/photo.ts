import { IMAGE_MAX_BYTES, UploadMessage } from "@vitalog/domain";

/**
 * The client-side check before an upload (spec section 5): a file, an image (SVG is refused,
 * it can carry scripts), at most 5 MB. Returns the spec's message, or null when it may go.
 */
export function imageFileError(file: { type: string; size: number } | null | undefined) {
  if (!file) return UploadMessage.noFile;
  if (!file.type.startsWith("image/") || file.type === "image/svg+xml") {
    return UploadMessage.notImage;
  }
  if (file.size > IMAGE_MAX_BYTES) return UploadMessage.tooLarge;
  return null;
}
