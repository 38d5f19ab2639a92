// The server's reminder worker over the bench's PGlite, in its own process, with a clock the
// bench sets: started by bench/notifications.mjs as `node --import tsx bench/notifications-worker.mjs`
// (the worker's own modules, not a copy). It first materialises the next 48 h of reminders of
// everyone not yet planned with the clock held at PLAN_FROM (timed: the planner's throughput);
// with MODE=plan it stops there, otherwise it moves the clock to RUN_FROM and runs the worker's
// loop as main.ts does until the bench sends "stop".
// Progress goes to the parent as IPC messages.
import { join } from "node:path";
import { countPendingJobs } from "../apps/server/src/features/notifications/notification.repository.ts";
import {
  planDue,
  startNotificationWorker,
} from "../apps/server/src/features/notifications/notification.worker.ts";
import { createLogger } from "../apps/server/src/logger.ts";
import { openEmbeddedDatabase } from "../apps/server/src/platform/database.ts";
import { createOutbound } from "../apps/server/src/platform/outbound.ts";

const { DATA_DIR, MODE, PLAN_FROM, RUN_FROM, OUTBOUND_ALLOWED_HOSTS, NOTIFICATION_POLL_MS } =
  process.env;
const send = (message) => process.send?.(message);

const log = createLogger("warn");
const database = await openEmbeddedDatabase(join(DATA_DIR, "db"));
let now = () => new Date(Date.parse(PLAN_FROM));
const clock = { now: () => now() };
const options = {
  db: database.db,
  log,
  clock,
  pollMs: Number(NOTIFICATION_POLL_MS ?? 2000),
  subject: "mailto:bench@example.com",
  outbound: createOutbound({ allowedHosts: OUTBOUND_ALLOWED_HOSTS.split(","), logger: log }),
};

const started = performance.now();
let batches = 0;
while (await planDue(options)) batches++;
const planMs = performance.now() - started;
send({
  planned: {
    ms: Math.round(planMs),
    batches: batches + 1,
    jobs: await countPendingJobs(database.db),
  },
});
if (MODE === "plan") {
  await database.close();
  process.exit(0);
}

const offset = Date.parse(RUN_FROM) - Date.now();
now = () => new Date(Date.now() + offset);
send({ running: { offsetMs: offset } });
const worker = await startNotificationWorker(options);

process.on("message", async (message) => {
  if (message !== "stop") return;
  await worker.stop();
  const left = await countPendingJobs(database.db);
  await database.close();
  send({ stopped: { pendingJobs: left } });
  process.exit(0);
});
