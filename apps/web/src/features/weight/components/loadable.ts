/** What a section needs from a query: its data, whether it failed, and how to try again. */
export type Loadable<T> = {
  data: T | undefined;
  isError: boolean;
  isFetching?: boolean;
  retry: () => void;
};

/** A Loadable over data that is already at hand (the preview's demo data). */
export function loaded<T>(data: T): Loadable<T> {
  return { data, isError: false, retry: () => {} };
}
