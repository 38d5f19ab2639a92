import { SecureStorage } from "@aparajita/capacitor-secure-storage";
import type { TokenVault } from "./native-session.ts";

// The session token in the Keychain (iOS) or encrypted with a Keystore key (Android); loaded only
// inside the native shell. Kept on this device alone: never synced to iCloud.

const KEY = "session-token";

export function secureTokenVault(): TokenVault {
  // One call after the other: Capacitor loads the plugin's JS implementation on the first call,
  // and two first calls at once each make an instance, the prefix set on the one later dropped.
  const ready = (async () => {
    await SecureStorage.setKeyPrefix("vitalog.");
    await SecureStorage.setSynchronize(false);
  })();
  return {
    async read() {
      await ready;
      return SecureStorage.getItem(KEY);
    },
    async write(token) {
      await ready;
      await SecureStorage.setItem(KEY, token);
    },
    async remove() {
      await ready;
      await SecureStorage.removeItem(KEY);
    },
  };
}
