import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { systemClock, systemContext } from "./context.ts";
import { ConfigError, loadConfig } from "./env.ts";
import { isDatabaseUnavailable } from "./errors.ts";
import {
  startNotificationWorker,
  vapidSubject,
} from "./features/notifications/notification.worker.ts";
import { createLogger } from "./logger.ts";
import { seedDemoContent } from "./modules/user-lifecycle.ts";
import { modules } from "./modules.ts";
import { startAuditPruning } from "./platform/audit.ts";
import { loadOrCreateAuthSecret } from "./platform/auth-secret.ts";
import { prepareDataDir } from "./platform/data-dir.ts";
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from "./platform/data-lock.ts";
import { migrationsFolder, openConfiguredDatabase } from "./platform/database.ts";
import { httpDrain } from "./platform/http-drain.ts";
import { mailLogLevels } from "./platform/mail.ts";
import { createOutbound } from "./platform/outbound.ts";
import { createStorage } from "./platform/storage.ts";

const SHUTDOWN_GRACE_MS = 10_000;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const log = createLogger(config.logLevel, undefined, mailLogLevels(config));
  // A lost database connection can surface outside any request (a pooled connection ended by the
  // server, a query whose caller has moved on): that is the outage every request already answers
  // with 503, so it is logged and the process serves on. Anything else still ends the process.
  process.on("unhandledRejection", (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    log.warn(
      { err: reason },
      "a database call failed outside a request while the database was away",
    );
  });

  // Even with DATABASE_URL the folder may hold the generated auth secret and stored files.
  prepareDataDir(config.dataDir);
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message);
      throw error;
    }
  }

  const authSecret = config.authSecret ?? loadOrCreateAuthSecret(config.dataDir);
  if (!config.authSecret && config.databaseUrl) {
    log.warn(
      "BETTER_AUTH_SECRET is not set: using the secret in DATA_DIR/auth-secret; give every API process the same BETTER_AUTH_SECRET",
    );
  }

  const started = performance.now();
  const database = await openConfiguredDatabase(config);
  await database.migrate(migrationsFolder());
  const storage = createStorage(config);
  if (config.seedDemo) {
    await seedDemoContent(systemContext(database.db, log), modules, { storage });
  }

  if (config.outboundAllowedHosts.length > 0) {
    // A relaxation of the guard, so at warn: the production default level still shows it.
    log.warn(
      { outboundAllowedHosts: config.outboundAllowedHosts },
      `requests to supplied URLs may also reach ${config.outboundAllowedHosts.join(", ")}`,
    );
  }
  const { app } = createApp({
    config,
    authSecret,
    db: database.db,
    ping: database.ping,
    log,
    storage,
  });
  const notificationWorker = await startNotificationWorker({
    db: database.db,
    log,
    clock: systemClock,
    pollMs: config.notifications.pollMs,
    subject: vapidSubject(config.publicUrl, config.mailFrom),
    outbound: createOutbound({ allowedHosts: config.outboundAllowedHosts, logger: log }),
    vapid: config.notifications.vapid,
  });
  const auditPruning = startAuditPruning({
    db: database.db,
    log,
    now: () => systemClock.now(),
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    log.info(
      {
        port: info.port,
        database: database.kind,
        dataDir: config.dataDir,
        publicUrl: config.publicUrl,
        startupMs: Math.round(performance.now() - started),
      },
      `Vitalog is listening on ${config.publicUrl}`,
    );
  });
  server.on("error", (error: NodeJS.ErrnoException) => {
    log.fatal({ err: error }, "the HTTP server could not start");
    void database.close().finally(() => {
      lock?.release();
      process.exit(1);
    });
  });

  const drain = httpDrain(server);
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      log.error("requests still open after 10 s; exiting anyway");
      lock?.release();
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    void drain.drain().then(async () => {
      await notificationWorker.stop();
      await auditPruning.stop();
      try {
        await database.close();
      } catch (error) {
        log.error({ err: error }, "closing the database failed");
      }
      lock?.release();
      log.info("stopped");
      log.flush();
      process.exit(0);
    });
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Vitalog could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
