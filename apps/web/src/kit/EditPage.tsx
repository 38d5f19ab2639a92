import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClassName } from "../components/Button/Button.tsx";
import { EmptyState } from "../components/EmptyState/EmptyState.tsx";
import { SearchIcon } from "../components/Icon/icons.tsx";
import { PageHeader } from "../components/PageHeader/PageHeader.tsx";
import { isApiError } from "../lib/api.ts";
import { Loadable, type LoadableQuery } from "./Loadable.tsx";

/** A record the server says is not there: 404 (also what another person's record answers). */
export const isNotFoundError = (error: unknown) => isApiError(error) && error.status === 404;

export interface EditPageProps<T> {
  /** The record to edit (a TanStack Query result fits as it is). */
  query: LoadableQuery<T> & { error: unknown };
  /** The page's header; `backTo` is also where the not-found state leads. */
  header: { title: ReactNode; description?: ReactNode; backTo: string; backLabel: string };
  notFound: {
    /** The header's title when the record is not there (the page's title if left out). */
    title?: ReactNode;
    /** What the empty state says: text, or from the server's error. */
    body: ReactNode | ((error: unknown) => ReactNode);
    hint?: ReactNode;
    icon?: ReactNode;
    /** Which failures mean "not there" (404 if left out). */
    when?: (error: unknown) => boolean;
  };
  /** Any other failure: a text gets Try again. */
  error: string | ((retry: () => void) => ReactNode);
  loading: ReactNode;
  /** Classes of a section around the loading state, the failure and the form. */
  bodyClassName?: string;
  /** The form shows a header of its own (with its actions): the page's is left out beside it. */
  formHasHeader?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * The one scaffold of an edit page: the header, then the loading placeholder, a failure with Try
 * again, or the form; a record that is not there gets an empty state with the way back instead.
 */
export function EditPage<T>({
  query,
  header,
  notFound,
  error,
  loading,
  bodyClassName,
  formHasHeader = false,
  children,
}: EditPageProps<T>) {
  const isNotFound = notFound.when ?? isNotFoundError;
  if (query.data === undefined && query.isError && isNotFound(query.error)) {
    const body = typeof notFound.body === "function" ? notFound.body(query.error) : notFound.body;
    return (
      <>
        <PageHeader
          title={notFound.title ?? header.title}
          backTo={header.backTo}
          backLabel={header.backLabel}
        />
        <EmptyState
          icon={notFound.icon ?? <SearchIcon />}
          title={body}
          description={notFound.hint}
          action={
            <Link to={header.backTo} className={buttonClassName("primary", "md")}>
              {header.backLabel}
            </Link>
          }
        />
      </>
    );
  }
  const content = (
    <Loadable query={query} loading={loading} error={error}>
      {children}
    </Loadable>
  );
  if (formHasHeader && query.data !== undefined) return <>{children(query.data)}</>;
  return (
    <>
      <PageHeader
        title={header.title}
        description={header.description}
        backTo={header.backTo}
        backLabel={header.backLabel}
      />
      {bodyClassName ? <section className={bodyClassName}>{content}</section> : content}
    </>
  );
}
