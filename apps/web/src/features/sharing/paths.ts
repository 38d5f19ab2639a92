export const sharingPaths = {
  /** The public page of a share link, outside the member shell. */
  /** The signed-in page to export records and manage share links. */
  settings: () => "/settings/sharing",
  shared: (token: string) => `/shared/${encodeURIComponent(token)}`,
};
