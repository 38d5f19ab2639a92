import { IMAGE_MAX_BYTES, UploadMessage } from "@vitalog/domain";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { AppError } from "../errors.ts";
import type { AppEnv } from "../http/app-env.ts";

/** An image upload's raw size limit: a picture a little over 5 MB still gets the 5 MB message. */
export const PHOTO_UPLOAD_MAX_BODY_BYTES = IMAGE_MAX_BYTES + 1024 * 1024 + 64 * 1024;

/** The body limit of an image upload, which replaces the API's 1 MB one. */
export const photoBodyLimit = bodyLimit({
  maxSize: PHOTO_UPLOAD_MAX_BODY_BYTES,
  onError: (c) => c.json(new AppError("PAYLOAD_TOO_LARGE", UploadMessage.tooLarge).toBody(), 413),
});

export const noFile = () =>
  new AppError("VALIDATION_FAILED", UploadMessage.noFile, { file: UploadMessage.noFile });

/** Anything but a multipart form carries no file (and is not read any further). */
export const requireMultipart = createMiddleware<AppEnv>(async (c, next) => {
  if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) throw noFile();
  await next();
});
