import { ContentAdapterMessage } from "@vitalog/domain";
import { z } from "zod";

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The input stage: a URL the server may read, and the adaptation mode. */
export const ContentAdapterForm = z.object({
  url: z
    .string()
    .trim()
    .min(1, ContentAdapterMessage.invalidUrl)
    .refine((value) => parsedUrl(value) !== null, ContentAdapterMessage.invalidUrl)
    .refine(
      (value) => ["http:", "https:"].includes(parsedUrl(value)?.protocol ?? "http:"),
      ContentAdapterMessage.invalidProtocol,
    ),
  mode: z.enum(["single", "series"]),
});
export type ContentAdapterForm = z.infer<typeof ContentAdapterForm>;
