/** The apps' pages in the stores, when the build names them (end-user-app §7, store links). */
export interface StoreLinks {
  appStore: string | null;
  googlePlay: string | null;
}

export function storeLinks(): StoreLinks {
  // Read one by one: Vite replaces each `import.meta.env.VITE_*` with its value at build time.
  const appStore = import.meta.env.VITE_APP_STORE_URL as string | undefined;
  const googlePlay = import.meta.env.VITE_PLAY_STORE_URL as string | undefined;
  return { appStore: appStore || null, googlePlay: googlePlay || null };
}
