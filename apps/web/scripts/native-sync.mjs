// `npm run native:sync`: builds the web app for the iOS and Android apps and copies it into
// android/ and ios/. The apps reach their server at VITE_API_ORIGIN (docs/native.md), which the
// build writes into the app: without it they could not reach any server, so it is required.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeHealthConnectPolicy } from "./health-connect-policy.mjs";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
const origin = process.env.VITE_API_ORIGIN ?? "";
let url;
try {
  url = new URL(origin);
} catch {
  url = null;
}
if (!url || url.origin !== origin.replace(/\/+$/, "") || !/^https?:$/.test(url.protocol)) {
  console.error(
    "Set VITE_API_ORIGIN to the Vitalog server the apps use, e.g. VITE_API_ORIGIN=https://app.vitalog.example npm run native:sync",
  );
  process.exit(1);
}
if (url.protocol !== "https:") {
  console.warn(`VITE_API_ORIGIN is not https (${origin}): for a device on your own network only.`);
}
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: web, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run(npm, ["run", "build"]);
run(process.execPath, [join(web, "scripts/cap.mjs"), "sync"]);
writeHealthConnectPolicy(join(web, "android"), url.origin);
