export const importPaths = {
  /** The import page under settings. */
  page: () => "/settings/import",
};
