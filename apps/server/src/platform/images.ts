import { UploadMessage } from "@vitalog/domain";
import sharp from "sharp";
import { AppError } from "../errors.ts";

export type ImageFormat = "jpeg" | "png" | "gif" | "webp" | "heif";

/** Longest side of a stored profile photo, in pixels. */
export const PROFILE_PHOTO_MAX_SIDE = 512;
export const PROFILE_PHOTO_CONTENT_TYPE = "image/webp";
/** Decoding bigger pictures than this (about 70 megapixels) is refused: a decompression bomb. */
const MAX_INPUT_PIXELS = 70_000_000;

const HEIF_BRANDS = new Set(["avif", "avis", "heic", "heix", "hevc", "hevx", "mif1", "msf1"]);

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** The image format a file's first bytes announce, whatever its name or declared type. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return "heif";
  return null;
}

// Markers long enough not to turn up by chance in compressed image data.
const MARKUP =
  /<(?:script|iframe|object|embed|!doctype|html[\s>]|body[\s>]|svg[\s>]|\?xml\s)|javascript:/i;

/** Whether a file carries HTML, SVG or script text anywhere: an image/document polyglot. */
export function containsMarkup(bytes: Uint8Array): boolean {
  return MARKUP.test(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1"),
  );
}

export interface ProcessedPhoto {
  data: Buffer;
  width: number;
  height: number;
  contentType: typeof PROFILE_PHOTO_CONTENT_TYPE;
}

const notAnImage = () => new AppError("UNSUPPORTED_MEDIA_TYPE", UploadMessage.notImage);

/** A profile photo: `toCleanWebp` at most 512×512. */
export function toProfilePhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  return toCleanWebp(bytes, PROFILE_PHOTO_MAX_SIDE);
}

export interface CleanImage {
  data: Buffer;
  width: number;
  height: number;
  contentType: "image/webp" | "image/jpeg";
}

/**
 * Checks that the bytes are a JPEG, PNG, WebP, GIF, AVIF or HEIF picture sharp can decode, and
 * re-encodes it: turned upright from its EXIF orientation, at most `maxSide` on a side, as WebP
 * (or JPEG on a white background) with no metadata at all (EXIF, GPS, XMP and comments are
 * dropped).
 */
export async function toCleanImage(
  bytes: Uint8Array,
  maxSide: number,
  format: "webp" | "jpeg",
): Promise<CleanImage> {
  const announced = sniffImageFormat(bytes);
  if (!announced || containsMarkup(bytes)) throw notAnImage();
  const options = { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS } as const;
  try {
    const metadata = await sharp(bytes, options).metadata();
    if (metadata.format !== announced) throw notAnImage();
    const resized = sharp(bytes, options)
      .rotate()
      .resize(maxSide, maxSide, { fit: "inside", withoutEnlargement: true });
    const encoded =
      format === "webp"
        ? resized.webp({ quality: 82 })
        : resized.flatten({ background: "#ffffff" }).jpeg({ quality: 84, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      data,
      width: info.width,
      height: info.height,
      contentType: format === "webp" ? "image/webp" : "image/jpeg",
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notAnImage();
  }
}

/** `toCleanImage` as WebP. */
export async function toCleanWebp(bytes: Uint8Array, maxSide: number): Promise<ProcessedPhoto> {
  const image = await toCleanImage(bytes, maxSide, "webp");
  return { ...image, contentType: PROFILE_PHOTO_CONTENT_TYPE };
}
