import { z } from "zod";

/** The spec's content adapter messages (section 5). */
export const ContentAdapterFormMessage = {
  invalidUrl: "Please enter a valid URL",
  invalidProtocol: "Invalid URL protocol. Only HTTP(S) URLs are supported.",
} as const;

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
    .min(1, ContentAdapterFormMessage.invalidUrl)
    .refine((value) => parsedUrl(value) !== null, ContentAdapterFormMessage.invalidUrl)
    .refine(
      (value) => ["http:", "https:"].includes(parsedUrl(value)?.protocol ?? "http:"),
      ContentAdapterFormMessage.invalidProtocol,
    ),
  mode: z.enum(["single", "series"]),
});
export type ContentAdapterForm = z.infer<typeof ContentAdapterForm>;
