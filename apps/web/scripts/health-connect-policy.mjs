// Health Connect shows an app's privacy policy from its permission screens, and Google Play
// requires one for apps that read health data. @capgo/capacitor-health's rationale activity
// loads the string resource `health_connect_privacy_policy_url`; the apps' policy is the
// server's own /privacy-policy page, so the resource is written at each sync for that server.
import { writeFileSync } from "node:fs";
import { join } from "node:path";

/** The resource file's path inside the Android project. */
export const POLICY_RESOURCE = join("app", "src", "main", "res", "values", "health_connect.xml");

/** The resource file for the server at `origin` (a URL origin holds no character XML reads). */
export function healthConnectPolicyXml(origin) {
  const url = `${new URL(origin).origin}/privacy-policy`;
  return `<?xml version="1.0" encoding="utf-8"?>
<!-- Written by npm run native:sync for VITE_API_ORIGIN; not committed. -->
<resources>
    <string name="health_connect_privacy_policy_url" translatable="false">${url}</string>
</resources>
`;
}

/** Writes the resource into the Android project at `androidDir`. */
export function writeHealthConnectPolicy(androidDir, origin) {
  writeFileSync(join(androidDir, POLICY_RESOURCE), healthConnectPolicyXml(origin));
}
