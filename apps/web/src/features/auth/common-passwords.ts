import {
  type CommonPasswords,
  commonPasswordsIfLoaded,
  loadCommonPasswords,
} from "@vitalog/domain";
import { useEffect, useState } from "react";

/**
 * The common-password list the server refuses, fetched (its own chunk) the first time a
 * new-password field shows; null until it has arrived.
 */
export function useCommonPasswords(): CommonPasswords | null {
  const [list, setList] = useState(commonPasswordsIfLoaded);
  useEffect(() => {
    if (list) return;
    let live = true;
    loadCommonPasswords().then(
      (loaded) => {
        if (live) setList(loaded);
      },
      () => {
        // Offline or a failed chunk: the server still checks the password on submit.
      },
    );
    return () => {
      live = false;
    };
  }, [list]);
  return list;
}
