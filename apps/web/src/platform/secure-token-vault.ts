import { SecureStorage } from "@aparajita/capacitor-secure-storage";
import type { TokenVault } from "./native-session.ts";

// The session token in the Keychain (iOS) or encrypted with a Keystore key (Android); loaded only
// inside the native shell. Kept on this device alone: never synced to iCloud.

const KEY = "session-token";

export function secureTokenVault(): TokenVault {
  const ready = Promise.all([
    SecureStorage.setKeyPrefix("vitalog."),
    SecureStorage.setSynchronize(false),
  ]);
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
