import { type RequestContext, systemContext } from "./context.ts";
import { ConfigError, loadConfig } from "./env.ts";
import { AppError } from "./errors.ts";
import { grantAdmin, revokeAdmin } from "./features/admin/admin.service.ts";
import { createLogger } from "./logger.ts";
import { prepareDataDir } from "./platform/data-dir.ts";
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from "./platform/data-lock.ts";
import { migrationsFolder, openConfiguredDatabase } from "./platform/database.ts";

const USAGE = `Usage: npm run admin -- <grant|revoke> <email>

  grant <email>    make the account with this e-mail address an admin
  revoke <email>   take admin rights away from it

Uses the same DATA_DIR or DATABASE_URL as the server.`;

function exitWith(message: string, code: number): never {
  (code === 0 ? process.stdout : process.stderr).write(`${message}\n`);
  process.exit(code);
}

async function run(argv: string[]): Promise<void> {
  const [command, email, ...extra] = argv;
  if ((command !== "grant" && command !== "revoke") || !email || extra.length > 0) {
    exitWith(USAGE, command === "help" || command === "--help" ? 0 : 2);
  }

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) exitWith(error.message, 1);
    throw error;
  }
  const log = createLogger(config.logLevel === "info" ? "warn" : config.logLevel);

  let lock: DataDirLock | undefined;
  prepareDataDir(config.dataDir);
  if (!config.databaseUrl) {
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        exitWith(
          `A Vitalog server (pid ${error.pid}) is running on the data folder ${config.dataDir}: stop the server first, then run this command again.`,
          1,
        );
      }
      throw error;
    }
  }

  const database = await openConfiguredDatabase(config);
  let outcome: { message: string; code: number };
  try {
    await database.migrate(migrationsFolder());
    outcome = await applyCommand(systemContext(database.db, log), command, email);
  } finally {
    await database.close();
    lock?.release();
  }
  exitWith(outcome.message, outcome.code);
}

async function applyCommand(
  ctx: RequestContext,
  command: "grant" | "revoke",
  email: string,
): Promise<{ message: string; code: number }> {
  try {
    if (command === "grant") {
      const { changed } = await grantAdmin(ctx, email);
      return {
        message: changed ? `${email} is now an admin.` : `${email} was already an admin.`,
        code: 0,
      };
    }
    const { changed } = await revokeAdmin(ctx, email);
    return {
      message: changed ? `${email} is no longer an admin.` : `${email} was not an admin.`,
      code: 0,
    };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") {
      return { message: `${error.message}. The person must sign up first.`, code: 1 };
    }
    throw error;
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  exitWith(`admin: ${error instanceof Error ? error.message : String(error)}`, 1);
});
