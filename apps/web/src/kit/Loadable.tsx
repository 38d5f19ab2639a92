import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../components/Button/Button.tsx";

/** What Loadable needs from a query (a TanStack Query result fits as it is). */
export interface LoadableQuery<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/** The data of a query already at hand (a figure computed from other queries). */
export function loadableOf<T>(
  data: T | undefined,
  from: { isError: boolean; refetch: () => unknown },
): LoadableQuery<T> {
  return { data, isError: from.isError, refetch: from.refetch };
}

/** The default failure: a line of text and Try again. */
export function LoadError({
  message,
  onRetry,
  className = "flex flex-col items-start gap-3 py-4 text-sm text-slate-700",
}: {
  message: ReactNode;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation("common");
  return (
    // data-load-error: the prerender leaves out a page that needs live data to show anything.
    <div className={className} data-load-error>
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t("retry")}
      </Button>
    </div>
  );
}

/**
 * A section over one query: its data (or `empty` when `isEmpty` says so), else the failure with
 * a retry, else the loading placeholder. Data already at hand wins over a later failure.
 */
export function Loadable<T>({
  query,
  loading,
  error,
  isEmpty,
  empty = null,
  children,
}: {
  query: LoadableQuery<T>;
  loading: ReactNode;
  /** The failure; a text gets the default look with Try again. */
  error: string | ((retry: () => void) => ReactNode);
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const retry = () => void query.refetch();
  if (query.data !== undefined) {
    return <>{isEmpty?.(query.data) ? empty : children(query.data)}</>;
  }
  if (query.isError) {
    return (
      <>
        {typeof error === "string" ? <LoadError message={error} onRetry={retry} /> : error(retry)}
      </>
    );
  }
  return <>{loading}</>;
}
