import { OpenAPIHono } from "@hono/zod-openapi";
import type { Database } from "@vitalog/db";
import { authRoutes } from "./auth/auth.routes.ts";
import { type Auth, createAuth, trustedOrigins } from "./auth/auth.ts";
import { createGuards } from "./auth/guards.ts";
import { providerRoutes } from "./auth/providers.routes.ts";
import type { Config } from "./env.ts";
import { AppError } from "./errors.ts";
import { accountExporters } from "./features/account/account.export.ts";
import { accountRoutes } from "./features/account/account.routes.ts";
import { setUpUserData } from "./features/account/account.service.ts";
import {
  assertDeletionAllowed,
  deleteAccount,
} from "./features/account/account-deletion.service.ts";
import { ExporterRegistry } from "./features/account/exporters.ts";
import { adminRoutes } from "./features/admin/admin.routes.ts";
import { catalogRoutes } from "./features/catalog/catalog.routes.ts";
import { healthRoutes } from "./features/health/health.routes.ts";
import { profileRoutes } from "./features/profile/profile.routes.ts";
import {
  isPhotoUpload,
  PROFILE_PHOTO_PATH,
  photoCacheControl,
  profilePhotoRoutes,
} from "./features/profile/profile-photo.routes.ts";
import { weightEntriesExporter } from "./features/weight-entries/weight-entry.export.ts";
import { weightEntryRoutes } from "./features/weight-entries/weight-entry.routes.ts";
import { apiDocsRoutes } from "./http/api-docs.ts";
import type { AppEnv } from "./http/app-env.ts";
import { handleError } from "./http/error-handler.ts";
import { requestContext } from "./http/request-context.ts";
import {
  apiBodyLimit,
  apiCors,
  noStore,
  rejectNulCharacters,
  securityHeaders,
} from "./http/security.ts";
import { webAppRoutes } from "./http/static-files.ts";
import type { Logger } from "./logger.ts";
import { createMailer, type Mailer } from "./platform/mail.ts";
import { createStorage, type Storage } from "./platform/storage.ts";

export interface AppDeps {
  config: Config;
  /** Secret that signs session cookies. */
  authSecret: string;
  db: Database;
  ping: () => Promise<boolean>;
  log: Logger;
  /** Defaults to SMTP when SMTP_URL is set, otherwise the embedded outbox. */
  mailer?: Mailer;
  /** Defaults to S3 when S3_BUCKET is set, otherwise DATA_DIR/files. */
  storage?: Storage;
}

export interface VitalogApp {
  app: OpenAPIHono<AppEnv>;
  auth: Auth;
}

/** Builds the whole HTTP application: API, auth, docs and the web app. */
export function createApp(deps: AppDeps): VitalogApp {
  const { config, db, log } = deps;
  const isHttps = new URL(config.publicUrl).protocol === "https:";
  const storage = deps.storage ?? createStorage(config);
  const exporters = new ExporterRegistry();
  for (const exporter of [...accountExporters, weightEntriesExporter]) {
    exporters.registerExporter(exporter);
  }
  const auth = createAuth({
    config,
    secret: deps.authSecret,
    db,
    log,
    mailer: deps.mailer ?? createMailer(config, db, log),
    setUpUserData: (executor, userId, inTransaction) =>
      setUpUserData({ db: executor, log, inTransaction }, userId),
    accountDeletion: {
      check: (request) => assertDeletionAllowed({ db, log }, request),
      deleteAccount: (user) => deleteAccount({ db, log, storage }, user),
    },
  });
  const guards = createGuards(auth, db, log, deps.authSecret);

  const app = new OpenAPIHono<AppEnv>();
  app.use("*", requestContext(log));
  app.use("*", securityHeaders(isHttps));
  app.use(PROFILE_PHOTO_PATH, photoCacheControl);
  app.use("/api/*", noStore);
  app.use("/api/*", apiCors(trustedOrigins(config)));
  // The photo upload has its own, larger limit (profile-photo.routes.ts).
  app.use("/api/*", (c, next) =>
    isPhotoUpload(c.req.method, c.req.path) ? next() : apiBodyLimit(c, next),
  );
  app.use("/api/*", rejectNulCharacters);

  app.route("/api", healthRoutes(deps.ping));
  app.route("/api/auth", authRoutes(auth, config.trustProxy));
  app.route("/api/v1", providerRoutes(config));
  app.route("/api/v1", profileRoutes(db, guards));
  app.route("/api/v1", profilePhotoRoutes(db, guards, storage));
  app.route("/api/v1", accountRoutes({ db, guards, auth, storage, exporters }));
  app.route("/api/v1", catalogRoutes(db));
  app.route("/api/v1", weightEntryRoutes(db, guards));
  app.route("/api/v1", adminRoutes(db, guards));

  app.openAPIRegistry.registerComponent("securitySchemes", "session", {
    type: "apiKey",
    in: "cookie",
    name: `${isHttps ? "__Secure-" : ""}vitalog.session_token`,
    description: "Session cookie set by POST /api/auth/sign-in/email or /api/auth/sign-up/email",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "bearer", {
    type: "http",
    scheme: "bearer",
    description:
      "For the native apps: the session token from the `set-auth-token` header of sign-in or sign-up, sent as `Authorization: Bearer <token>` instead of the cookie",
  });
  app.doc31("/api/v1/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Vitalog API",
      version: "1.0.0",
      description:
        "Personal health tracking. Sign up, sign in and sign out under /api/auth (Better Auth: POST /api/auth/sign-up/email {email, password, name?}, POST /api/auth/sign-in/email {email, password, rememberMe?}, POST /api/auth/sign-out, GET /api/auth/get-session). Account actions there too: POST /api/auth/request-password-reset {email, redirectTo}, POST /api/auth/reset-password {newPassword, token}, POST /api/auth/send-verification-email {email, callbackURL}, GET /api/auth/verify-email?token=…, POST /api/auth/change-password {currentPassword, newPassword, revokeOtherSessions?}, POST /api/auth/delete-user {password?}, POST /api/auth/sign-in/social {provider, callbackURL, newUserCallbackURL?, errorCallbackURL?}. Native apps send `Authorization: Bearer <token>` (from the `set-auth-token` reply header) instead of the cookie. Every error is `{ error: { code, message, fields? } }`.",
    },
    servers: [{ url: config.publicUrl }],
  });
  app.route("/api/docs", apiDocsRoutes());

  app.all("/api/*", () => {
    throw new AppError("NOT_FOUND");
  });
  app.route("/", webAppRoutes(config.webDistDir));

  app.notFound((c) => c.json(new AppError("NOT_FOUND").toBody(), 404));
  app.onError(handleError);
  return { app, auth };
}
