import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { localDateOf } from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import { useSignInPrompt } from "../app/sign-in-prompt.tsx";
import { apiFetch } from "../lib/api.ts";
import { SignInRequiredError } from "./data.ts";

/**
 * A module's figures beyond its list (the fast in progress, stats, predictions, settings): read
 * from the API for a member, or computed from the module's demo data in the preview, where they
 * are there from the first render and never refetched.
 */
export interface ModuleQuery<T> {
  key: QueryKey;
  /** The API path, query string included. */
  path: string;
  /** The preview's answer, from the demo data. */
  demo: (now: Date) => T;
  /** What to keep of the API's answer, when it is not `T` itself (a page's items). */
  fromAnswer?: (answer: never) => T;
}

export function useModuleQuery<T>(
  isPreview: boolean,
  query: ModuleQuery<T>,
  /** `keepPrevious`: keep showing the last answer while another key loads (a new month). */
  options: { keepPrevious?: boolean } = {},
) {
  return useQuery<T>(
    isPreview
      ? {
          queryKey: ["preview", ...query.key],
          queryFn: async () => query.demo(new Date()),
          initialData: () => query.demo(new Date()),
          staleTime: Number.POSITIVE_INFINITY,
        }
      : {
          queryKey: query.key,
          queryFn: async ({ signal }) => {
            const answer = await apiFetch<never>(query.path, { signal });
            return query.fromAnswer ? query.fromAnswer(answer) : (answer as T);
          },
          ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
        },
  );
}

/**
 * A module's write. A member's runs and then refreshes every query under `invalidate`; in the
 * preview it opens the sign-in prompt naming `promptFeatureKey` and saves nothing.
 */
export function useModuleMutation<Variables, Result>(
  isPreview: boolean,
  {
    mutationFn,
    invalidate,
    promptFeatureKey,
  }: {
    mutationFn: (variables: Variables) => Promise<Result>;
    invalidate: readonly QueryKey[];
    promptFeatureKey: string;
  },
) {
  const queryClient = useQueryClient();
  const prompt = useSignInPrompt();
  const { t } = useTranslation();
  return useMutation<Result, Error, Variables>({
    mutationFn: isPreview
      ? async () => {
          prompt.open(t(promptFeatureKey));
          throw new SignInRequiredError();
        }
      : mutationFn,
    onSuccess: () =>
      Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** The device's IANA time zone: the `tz` of day-based figures. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** Today's date (YYYY-MM-DD) on this device's calendar. */
export function localToday(now = new Date()): string {
  return localDateOf(now, localTimeZone());
}

/** A `YYYY-MM-DD` day as a Date at local noon, for formatting (never off by a day). */
export function dateOfDay(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 12);
}
