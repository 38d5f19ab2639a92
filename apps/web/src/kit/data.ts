import {
  type QueryKey,
  queryOptions,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { createContext, createElement, type ReactNode, useContext } from "react";
import { useTranslation } from "react-i18next";
import { useSignInPrompt } from "../app/sign-in-prompt.tsx";

// The one way a web module reads and writes its data. A module declares, in its `queries.ts`:
// - its query-option factories (`weightQueries.all()`, `.list(filters)`, `.detail(id)`, ...),
//   built with TanStack's `queryOptions` on the typed API client (`lib/api.ts`);
// - where its preview reads from (`PreviewSource`);
// - for a demo preview, the same factories over demo data computed in the browser.
// Pages call `const weight = weightData.useQueries()` and then `useQuery(weight.detail(id))`,
// whatever the source; writes go through `weightData.useMutation`, which invalidates through the
// factories' keys and, in the preview, opens the sign-in prompt and saves nothing.

/**
 * Where a module's preview reads from: demo data computed in the browser (`demo`), the public
 * API read-only (`public`: the community), or nowhere, the preview asking to sign in (`sign-in`).
 */
export type PreviewSource =
  | { kind: "demo"; promptFeatureKey: string }
  | { kind: "public"; promptFeatureKey: string }
  | { kind: "sign-in" };

/** Query-option factories: an object whose functions each return one query's options. */
export type QueryFactories = object;

/** Thrown by a preview's writes, after the sign-in prompt opened: nothing was saved. */
export class SignInRequiredError extends Error {
  constructor() {
    super("sign in required");
    this.name = "SignInRequiredError";
  }
}

const PreviewMode = createContext(false);

/** Marks the pages below as the preview's (the preview shell wraps its pages in it). */
export function PreviewModeProvider({
  preview,
  children,
}: {
  preview: boolean;
  children: ReactNode;
}) {
  return createElement(PreviewMode.Provider, { value: preview }, children);
}

/** Whether the page is shown in the preview, to a visitor. */
export function useIsPreview(): boolean {
  return useContext(PreviewMode);
}

export interface ModuleData<Q extends QueryFactories> {
  readonly name: string;
  readonly preview: PreviewSource;
  /** The factories over the API. */
  readonly member: Q;
  /** The same factories over demo data (a `demo` preview only). */
  readonly demo: Q | undefined;
  /** The factories for the page's side: the demo's in a demo preview, the API's otherwise. */
  useQueries(): Q;
  /**
   * A write. A member's runs, then refreshes every query under the keys `invalidate` names
   * (from the factories); in the preview it opens the sign-in prompt and saves nothing.
   */
  useMutation<Variables = void, Result = unknown>(
    options: ModuleMutationOptions<Q, Variables, Result>,
  ): ReturnType<typeof useMutation<Result, Error, Variables>>;
  /**
   * In the preview, what a control leading to a write (Add, Edit) calls instead: the sign-in
   * prompt. Undefined for a member, whose controls work as they are.
   */
  useWriteGate(): (() => void) | undefined;
}

export interface ModuleMutationOptions<Q extends QueryFactories, Variables, Result>
  extends Omit<UseMutationOptions<Result, Error, Variables>, "mutationFn"> {
  mutationFn: (variables: Variables) => Promise<Result>;
  /** The keys to refresh after a success, from the member's factories. */
  invalidate?: (queries: Q) => readonly QueryKey[];
  /**
   * A demo preview's own write, on the demo data in memory (the medications demo marks doses as
   * taken); without it, a write in the preview opens the sign-in prompt and saves nothing.
   */
  demoFn?: (variables: Variables) => Promise<Result>;
  /** The keys to refresh after a demo write, from the demo factories. */
  invalidateDemo?: (queries: Q) => readonly QueryKey[];
}

/** Declares a module's data contract; see the top of this file. */
export function defineModuleData<Q extends QueryFactories>(definition: {
  name: string;
  preview: PreviewSource;
  member: Q;
  demo?: Q;
}): ModuleData<Q> {
  const { name, preview, member, demo } = definition;
  if ((preview.kind === "demo") !== (demo !== undefined)) {
    throw new Error(`${name}: a demo preview, and only one, has demo factories`);
  }

  function useSignInGate(): (() => void) | undefined {
    const isPreview = useIsPreview();
    const prompt = useSignInPrompt();
    const { t } = useTranslation();
    if (!isPreview) return undefined;
    return () => prompt.open(preview.kind === "sign-in" ? undefined : t(preview.promptFeatureKey));
  }

  return {
    name,
    preview,
    member,
    demo,
    useQueries() {
      return useIsPreview() && demo ? demo : member;
    },
    useMutation<Variables, Result>({
      mutationFn,
      invalidate,
      demoFn,
      invalidateDemo,
      onSuccess,
      ...rest
    }: ModuleMutationOptions<Q, Variables, Result>) {
      const queryClient = useQueryClient();
      const gate = useSignInGate();
      const inDemo = gate !== undefined && demo !== undefined && demoFn !== undefined;
      return useMutation<Result, Error, Variables>({
        ...rest,
        mutationFn: inDemo
          ? demoFn
          : gate
            ? async () => {
                gate();
                throw new SignInRequiredError();
              }
            : mutationFn,
        onSuccess: async (...args) => {
          const keys = inDemo ? (invalidateDemo?.(demo) ?? []) : (invalidate?.(member) ?? []);
          await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
          await onSuccess?.(...args);
        },
      });
    },
    useWriteGate: useSignInGate,
  };
}

/**
 * A demo query's options: under the preview's own key, computed from the demo data at first
 * render and never refetched (the demo data does not change).
 */
export function demoQuery<T, K extends QueryKey = QueryKey>(key: K, compute: (now: Date) => T) {
  return queryOptions({
    // Typed as the member's key it stands in for, so member and demo factories share one type.
    queryKey: ["preview", ...key] as unknown as K,
    queryFn: async () => compute(new Date()),
    initialData: () => compute(new Date()),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
