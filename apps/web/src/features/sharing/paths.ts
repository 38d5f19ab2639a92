export const sharingPaths = {
  /** The public page of a share link, outside the member shell. */
  shared: (token: string) => `/shared/${encodeURIComponent(token)}`,
};
