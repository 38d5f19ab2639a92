import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { parseAllowedHosts } from "./platform/outbound-address.ts";

const here = dirname(fileURLToPath(import.meta.url));

const BOOLEAN_WORDS: Record<string, boolean> = {
  true: true,
  false: false,
  "1": true,
  "0": false,
  yes: true,
  no: false,
  on: true,
  off: false,
};

const Flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => v in BOOLEAN_WORDS, "must be true or false")
  .transform((v) => BOOLEAN_WORDS[v] === true);

const Optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

export const DEFAULT_MAIL_FROM = "Vitalog <no-reply@localhost>";
const MAILBOX = /^(?:[^<>@\s][^<>@]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/;

const EnvSchema = z.object({
  /** Runtime mode: development, test or production (`npm start` uses production). */
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  /** TCP port the server listens on. */
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Interface to listen on. */
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  /** Folder for the embedded database (`db/`), its lock and the generated auth secret. */
  DATA_DIR: z.string().trim().min(1).default("./data"),
  /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
  DATABASE_URL: Optional.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
  ),
  /** Address users reach the app at; cookies are Secure only when it is https. */
  PUBLIC_URL: Optional.pipe(
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  ),
  /** Secret that signs session cookies; generated into DATA_DIR/auth-secret when unset. */
  BETTER_AUTH_SECRET: Optional.pipe(
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  /** pino log level. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  /** Take the client address from X-Forwarded-For (set it behind a reverse proxy only). */
  TRUST_PROXY: Flag.default(false),
  /** Rate-limit sign-in, sign-up and password-reset requests (default: on unless NODE_ENV=test). */
  AUTH_RATE_LIMIT: Flag.optional(),
  /** Google OAuth client id; with the secret, enables "Continue with Google". */
  GOOGLE_CLIENT_ID: Optional,
  /** Google OAuth client secret. */
  GOOGLE_CLIENT_SECRET: Optional,
  /** Sign in with Apple service id; with the secret, enables "Continue with Apple". */
  APPLE_CLIENT_ID: Optional,
  /** Sign in with Apple client secret (the signed JWT). */
  APPLE_CLIENT_SECRET: Optional,
  /** Folder of the built web app served at `/`. */
  WEB_DIST_DIR: Optional,
  /** Insert the starter content (risk factors, health goals) at start-up when missing. */
  SEED_DEMO: Flag.default(true),
  /** SMTP server to send mail through, e.g. `smtp://user:pass@mail.example:587`; unset: the outbox. */
  SMTP_URL: Optional.pipe(
    z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  ),
  /** Sender of every message, e.g. `Vitalog <no-reply@vitalog.example>`. */
  MAIL_FROM: Optional.pipe(
    z
      .string()
      .regex(MAILBOX, "must be an address like Vitalog <no-reply@example.com>")
      .default(DEFAULT_MAIL_FROM),
  ),
  /** S3-compatible bucket for stored files; unset: files go to DATA_DIR/files. */
  S3_BUCKET: Optional,
  /** Region of the bucket. */
  S3_REGION: Optional,
  /** Endpoint of an S3-compatible service (MinIO, R2); unset: AWS. */
  S3_ENDPOINT: Optional.pipe(
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  ),
  /** Access key id; with the secret. Unset: the SDK's default credentials (environment, role). */
  S3_ACCESS_KEY_ID: Optional,
  /** Secret access key. */
  S3_SECRET_ACCESS_KEY: Optional,
  /** Address objects as `endpoint/bucket/key` (MinIO and most self-hosted services need it). */
  S3_FORCE_PATH_STYLE: Flag.default(false),
  /** Stripe secret key (sk_...); without it paid courses say payments are not available. */
  STRIPE_SECRET_KEY: Optional,
  /** Signing secret of the Stripe webhook endpoint (whsec_...); without it the webhook is off. */
  STRIPE_WEBHOOK_SECRET: Optional,
  /** Another Stripe API address (stripe-mock, a test double), e.g. http://127.0.0.1:12111. */
  STRIPE_API_URL: Optional.pipe(
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  ),
  /** The Authorization header RevenueCat sends with its webhook; without it the webhook is off. */
  REVENUECAT_WEBHOOK_AUTH: Optional,
  /** OpenAI-compatible API address, e.g. `http://127.0.0.1:11434/v1`; with AI_MODEL, turns AI on. */
  AI_BASE_URL: Optional.pipe(
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  ),
  /** Key sent as a bearer token to AI_BASE_URL; local servers need none. */
  AI_API_KEY: Optional,
  /** Model name the AI server knows, e.g. `gpt-4o-mini` or `llama3.1:8b`. */
  AI_MODEL: Optional,
  /** How long one AI call may take before it is abandoned, in milliseconds. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** Free AI credits every person gets each calendar month (UTC), used before paid ones. */
  AI_FREE_CREDITS_PER_MONTH: z.coerce.number().int().min(0).max(1000).default(5),
  /** `host:port` pairs, comma-separated, that supplied URLs may reach on private addresses. */
  OUTBOUND_ALLOWED_HOSTS: Optional,
  /** VAPID key pair (base64url) that signs web-push requests; generated and stored when unset. */
  VAPID_PUBLIC_KEY: Optional,
  VAPID_PRIVATE_KEY: Optional,
  /** How often the reminder worker looks for due reminders, in milliseconds. */
  NOTIFICATION_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
});

export type RawEnv = z.input<typeof EnvSchema>;
export type LogLevel = NonNullable<z.output<typeof EnvSchema>["LOG_LEVEL"]>;

/** The spec's production default is warn; `npm run dev` and development keep info. */
const DEFAULT_LOG_LEVEL: Record<z.output<typeof EnvSchema>["NODE_ENV"], LogLevel> = {
  development: "info",
  test: "silent",
  production: "warn",
};

export interface Config {
  nodeEnv: "development" | "test" | "production";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  authSecret: string | undefined;
  logLevel: LogLevel;
  trustProxy: boolean;
  authRateLimit: boolean;
  google: { clientId: string; clientSecret: string } | undefined;
  apple: { clientId: string; clientSecret: string } | undefined;
  webDistDir: string;
  seedDemo: boolean;
  /** SMTP connection URL; undefined keeps mail in the embedded outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** S3-compatible storage; undefined keeps files on disk under DATA_DIR/files. */
  s3: S3Config | undefined;
  stripe: StripeConfig;
  revenuecat: RevenueCatConfig;
  ai: AiConfig;
  /** Canonical `host:port` pairs a supplied URL may reach even on private addresses. */
  outboundAllowedHosts: string[];
  notifications: NotificationsConfig;
}

export interface NotificationsConfig {
  /** The VAPID key pair from the environment; undefined uses the one stored in the database. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  pollMs: number;
}

export interface AiConfig {
  /** The OpenAI-compatible API's address; AI is configured when it and the model are set. */
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string | undefined;
  timeoutMs: number;
  freeCreditsPerMonth: number;
}

export interface StripeConfig {
  secretKey: string | undefined;
  webhookSecret: string | undefined;
  /** The Stripe API's address when it is not Stripe's own. */
  apiUrl: string | undefined;
}

export interface RevenueCatConfig {
  /** The exact Authorization header value of the webhook; undefined: the webhook answers 404. */
  webhookAuth: string | undefined;
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

/** Every environment variable the server reads, for the README's table. */
export const ENV_VARIABLES: readonly {
  name: keyof RawEnv;
  default: string;
  description: string;
}[] = [
  {
    name: "NODE_ENV",
    default: "development (`npm start`: production)",
    description: "Runtime mode: development, test or production.",
  },
  { name: "PORT", default: "3000", description: "TCP port the server listens on." },
  { name: "HOST", default: "0.0.0.0", description: "Interface the server listens on." },
  {
    name: "DATA_DIR",
    default: "./data",
    description:
      "Folder for the embedded database (`db/`), its lock file and the generated auth secret.",
  },
  {
    name: "DATABASE_URL",
    default: "unset (embedded PGlite)",
    description: "PostgreSQL connection string, e.g. `postgres://user:pass@host:5432/vitalog`.",
  },
  {
    name: "PUBLIC_URL",
    default: "http://localhost:PORT",
    description:
      "Address users reach the app at; its origin is trusted for sign-in, and cookies are Secure when it is https.",
  },
  {
    name: "BETTER_AUTH_SECRET",
    default: "generated into DATA_DIR/auth-secret",
    description:
      "Secret (32+ characters) that signs session cookies; set the same value on every API process.",
  },
  {
    name: "LOG_LEVEL",
    default: "info (production: warn, test: silent)",
    description: "Log level: fatal, error, warn, info, debug, trace or silent.",
  },
  {
    name: "TRUST_PROXY",
    default: "false",
    description:
      "Take the client address from X-Forwarded-For; set it only behind a reverse proxy.",
  },
  {
    name: "AUTH_RATE_LIMIT",
    default: "true (test: false)",
    description: "Rate-limit sign-in, sign-up and password-reset requests per client address.",
  },
  {
    name: "GOOGLE_CLIENT_ID",
    default: "unset",
    description: "Google OAuth client id; with the secret, shows Continue with Google.",
  },
  { name: "GOOGLE_CLIENT_SECRET", default: "unset", description: "Google OAuth client secret." },
  {
    name: "APPLE_CLIENT_ID",
    default: "unset",
    description: "Sign in with Apple service id; with the secret, shows Continue with Apple.",
  },
  {
    name: "APPLE_CLIENT_SECRET",
    default: "unset",
    description: "Sign in with Apple client secret (the signed JWT).",
  },
  {
    name: "WEB_DIST_DIR",
    default: "apps/web/dist",
    description: "Folder of the built web app served at `/`.",
  },
  {
    name: "SEED_DEMO",
    default: "true",
    description:
      "Insert the starter content at start-up when missing: risk factors, health goals, the USPSTF recommendations, the food database, two demo courses, eight articles and five health groups.",
  },
  {
    name: "SMTP_URL",
    default: "unset (mail goes to the outbox table and the log)",
    description:
      "SMTP server to send mail through, e.g. `smtp://user:pass@mail.example:587` (`smtps://` for TLS from the start).",
  },
  {
    name: "MAIL_FROM",
    default: "Vitalog <no-reply@localhost>",
    description: "Sender of every message Vitalog sends.",
  },
  {
    name: "S3_BUCKET",
    default: "unset (files under DATA_DIR/files)",
    description: "S3-compatible bucket for stored files such as profile photos.",
  },
  { name: "S3_REGION", default: "us-east-1", description: "Region of the bucket." },
  {
    name: "S3_ENDPOINT",
    default: "unset (AWS)",
    description: "Endpoint of an S3-compatible service, e.g. `http://minio:9000` or an R2 URL.",
  },
  {
    name: "S3_ACCESS_KEY_ID",
    default: "unset (the SDK's default credentials)",
    description: "Access key id for the bucket; set it together with S3_SECRET_ACCESS_KEY.",
  },
  {
    name: "S3_SECRET_ACCESS_KEY",
    default: "unset",
    description: "Secret access key for the bucket.",
  },
  {
    name: "S3_FORCE_PATH_STYLE",
    default: "false",
    description:
      "Address objects as endpoint/bucket/key, as MinIO and most self-hosted services need.",
  },
  {
    name: "STRIPE_SECRET_KEY",
    default: "unset (paid courses say payments are not available)",
    description: "Stripe secret key: paid courses are bought through Stripe Checkout.",
  },
  {
    name: "STRIPE_WEBHOOK_SECRET",
    default: "unset (the webhook answers 404)",
    description:
      "Signing secret of the webhook endpoint `/api/v1/payments/stripe/webhook`; a paid enrolment is made only by its verified events.",
  },
  {
    name: "STRIPE_API_URL",
    default: "Stripe's API",
    description: "Another address for the Stripe API, such as stripe-mock.",
  },
  {
    name: "REVENUECAT_WEBHOOK_AUTH",
    default: "unset (the webhook answers 404)",
    description:
      "Authorization header value set on RevenueCat's webhook `/api/v1/payments/revenuecat/webhook` (e.g. `Bearer <long random secret>`); store purchases of Pro and credit packs on iOS and Android reach the server only through it.",
  },
  {
    name: "AI_BASE_URL",
    default: "unset (AI actions answer 503)",
    description:
      "Address of an OpenAI-compatible API (hosted, Ollama, vLLM, llama.cpp's server), e.g. `http://127.0.0.1:11434/v1`; with AI_MODEL, turns the AI features on.",
  },
  {
    name: "AI_API_KEY",
    default: "unset",
    description: "Key sent to AI_BASE_URL as a bearer token; local servers need none.",
  },
  {
    name: "AI_MODEL",
    default: "unset",
    description: "Model to call at AI_BASE_URL, e.g. `gpt-4o-mini` or `llama3.1:8b`.",
  },
  {
    name: "AI_TIMEOUT_MS",
    default: "60000",
    description: "Milliseconds one AI call may take (one retry included) before it answers 503.",
  },
  {
    name: "AI_FREE_CREDITS_PER_MONTH",
    default: "5",
    description:
      "Free AI credits every person gets each calendar month (UTC), spent before purchased ones.",
  },
  {
    name: "OUTBOUND_ALLOWED_HOSTS",
    default: "unset (only public addresses on ports 80 and 443)",
    description:
      "Comma-separated `host:port` pairs (e.g. `wiki.internal:8080,127.0.0.1:4000`) that server-side requests to URLs people supply (article extraction, push endpoints) may reach even on loopback or private addresses.",
  },
  {
    name: "VAPID_PUBLIC_KEY",
    default: "unset (a pair is generated on first start and stored in the database)",
    description:
      "Public half of the VAPID key pair (base64url, as `web-push generate-vapid-keys` prints) that signs web-push reminders; set both halves, the same on every API process.",
  },
  {
    name: "VAPID_PRIVATE_KEY",
    default: "unset",
    description: "Private half of the VAPID key pair.",
  },
  {
    name: "NOTIFICATION_POLL_MS",
    default: "2000",
    description: "Milliseconds between the reminder worker's looks for due reminders.",
  },
];

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** The web build next to this file's package: apps/web/dist from apps/server/{src,dist}. */
export function defaultWebDistDir(): string {
  return resolve(here, "../../web/dist");
}

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      const value = env[name];
      const shown = value === undefined || /SECRET|KEY|URL/.test(name) ? "" : ` (got "${value}")`;
      return `${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid environment variable ${lines.join("; ")}`);
  }
  const e = result.data;
  const pair = (id: string | undefined, secret: string | undefined, prefix: string) => {
    if (id && secret) return { clientId: id, clientSecret: secret };
    if (id || secret) {
      throw new ConfigError(
        `Invalid environment variable ${prefix}_CLIENT_${id ? "SECRET" : "ID"}: set both ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET, or neither`,
      );
    }
    return undefined;
  };
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    authSecret: e.BETTER_AUTH_SECRET,
    logLevel: e.LOG_LEVEL ?? DEFAULT_LOG_LEVEL[e.NODE_ENV],
    trustProxy: e.TRUST_PROXY,
    authRateLimit: e.AUTH_RATE_LIMIT ?? e.NODE_ENV !== "test",
    google: pair(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, "GOOGLE"),
    apple: pair(e.APPLE_CLIENT_ID, e.APPLE_CLIENT_SECRET, "APPLE"),
    webDistDir: resolve(e.WEB_DIST_DIR ?? defaultWebDistDir()),
    seedDemo: e.SEED_DEMO,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    s3: s3Config(e),
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: e.STRIPE_API_URL,
    },
    revenuecat: { webhookAuth: e.REVENUECAT_WEBHOOK_AUTH },
    ai: {
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
      freeCreditsPerMonth: e.AI_FREE_CREDITS_PER_MONTH,
    },
    outboundAllowedHosts: outboundAllowedHosts(e.OUTBOUND_ALLOWED_HOSTS),
    notifications: {
      vapid: vapidPair(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY),
      pollMs: e.NOTIFICATION_POLL_MS,
    },
  };
}

function vapidPair(publicKey: string | undefined, privateKey: string | undefined) {
  if (publicKey && privateKey) return { publicKey, privateKey };
  if (publicKey || privateKey) {
    throw new ConfigError(
      `Invalid environment variable VAPID_${publicKey ? "PRIVATE" : "PUBLIC"}_KEY: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither`,
    );
  }
  return undefined;
}

function outboundAllowedHosts(value: string | undefined): string[] {
  try {
    return parseAllowedHosts(value);
  } catch (error) {
    throw new ConfigError(
      `Invalid environment variable OUTBOUND_ALLOWED_HOSTS: ${(error as Error).message}`,
    );
  }
}

function s3Config(e: z.output<typeof EnvSchema>): S3Config | undefined {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: keyId, S3_SECRET_ACCESS_KEY: secret } = e;
  if (!bucket) {
    const stray = (
      ["S3_REGION", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const
    ).find((name) => e[name] !== undefined);
    if (stray) {
      throw new ConfigError(`Invalid environment variable S3_BUCKET: set it to use ${stray}`);
    }
    return undefined;
  }
  if (Boolean(keyId) !== Boolean(secret)) {
    throw new ConfigError(
      `Invalid environment variable ${keyId ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"}: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither`,
    );
  }
  return {
    bucket,
    region: e.S3_REGION ?? "us-east-1",
    endpoint: e.S3_ENDPOINT,
    credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

export const ENV_VARIABLE_NAMES = Object.keys(EnvSchema.shape) as (keyof RawEnv)[];
