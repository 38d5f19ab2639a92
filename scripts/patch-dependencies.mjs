// Run by npm after every install (`postinstall`): fixes in installed dependencies that their
// authors have not released yet. Each fix is applied once (a marker comment says it is there),
// names the upstream report, and is dropped when a release carries it (docs/decisions.md,
// "Patched dependencies").
//
// postgres 3.4.9 (porsager/postgres#1154, #1208; fix proposed in #1168 and #1209): a connection
// buffers a small write and sends it on the next turn of the event loop (`setImmediate`). When
// the database closes the connection in between, `closed()` sets the socket to null but leaves
// the timer's handle and the buffered bytes behind, and a write scheduled while the socket is
// null throws `Cannot read properties of null (reading 'write')` outside any promise: the whole
// server process exits; and a query sent between the socket's error and its close waits for
// ever. The fix forgets the buffered write when the connection closes, fails every query still
// waiting on a closed connection, and makes a write with no socket fail them too, all with
// CONNECTION_CLOSED (which Vitalog answers with 503), as the driver's other closing paths do.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const MARKER = "/* vitalog: closed-socket write fix */";

const postgresFix = {
  package: "postgres",
  files: ["src/connection.js", "cjs/src/connection.js", "cf/src/connection.js"],
  replacements: [
    [
      "  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)\n",
      `  function nextWrite(fn) {
    ${MARKER}
    if (!socket) {
      nextWriteTimer !== null && clearImmediate(nextWriteTimer)
      chunk = nextWriteTimer = null
      error(Errors.connection('CONNECTION_CLOSED', options))
      return false
    }
    const x = socket.write(chunk, fn)
`,
    ],
    [
      "    clearImmediate(nextWriteTimer)\n    socket.removeListener('data', data)\n",
      "    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n    socket.removeListener('data', data)\n",
    ],
    [
      "    !hadError && (query || sent.length) && error(Errors.connection('CONNECTION_CLOSED', options, socket))\n",
      "    ;(query || sent.length) && error(Errors.connection('CONNECTION_CLOSED', options, socket))\n",
    ],
  ],
};

let failed = false;
for (const fix of [postgresFix]) {
  const folder = join(root, "node_modules", fix.package);
  if (!existsSync(folder)) continue;
  const { version } = JSON.parse(readFileSync(join(folder, "package.json"), "utf8"));
  for (const file of fix.files) {
    const path = join(folder, file);
    if (!existsSync(path)) continue;
    const text = readFileSync(path, "utf8");
    if (text.includes(MARKER)) continue;
    const missing = fix.replacements.filter(([from]) => !text.includes(from));
    if (missing.length > 0) {
      console.error(
        `patch-dependencies: ${fix.package} ${version} ${file} no longer has the code this fix replaces; check whether the release fixed it and update scripts/patch-dependencies.mjs`,
      );
      failed = true;
      continue;
    }
    let patched = text;
    for (const [from, to] of fix.replacements) patched = patched.replace(from, to);
    writeFileSync(path, patched);
  }
}
process.exit(failed ? 1 : 0);
