/** The part of fs-native-extensions (prebuilt, no install step) that the data-folder lock uses. */
declare module "fs-native-extensions" {
  /** An exclusive (or shared) advisory lock on an open file; false when another holds it. */
  export function tryLock(fd: number, opts?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
