import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, ENV_VARIABLE_NAMES, ENV_VARIABLES, loadConfig } from "./env.ts";

describe("loadConfig", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: "development",
      port: 3000,
      host: "0.0.0.0",
      dataDir: resolve("./data"),
      databaseUrl: undefined,
      publicUrl: "http://localhost:3000",
      logLevel: "info",
      trustProxy: false,
      authRateLimit: true,
      google: undefined,
      apple: undefined,
      seedDemo: true,
    });
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it("derives the public URL from the port and turns rate limits off in tests", () => {
    const config = loadConfig({ NODE_ENV: "test", PORT: "4100" });
    expect(config.publicUrl).toBe("http://localhost:4100");
    expect(config.authRateLimit).toBe(false);
    expect(config.logLevel).toBe("silent");
    expect(loadConfig({ NODE_ENV: "test", AUTH_RATE_LIMIT: "on" }).authRateLimit).toBe(true);
  });

  it("logs warnings and worse in production unless LOG_LEVEL says otherwise", () => {
    expect(loadConfig({ NODE_ENV: "production" }).logLevel).toBe("warn");
    expect(loadConfig({ NODE_ENV: "development" }).logLevel).toBe("info");
    expect(loadConfig({ NODE_ENV: "production", LOG_LEVEL: "info" }).logLevel).toBe("info");
  });

  it("reads booleans, URLs and provider pairs", () => {
    const config = loadConfig({
      TRUST_PROXY: "yes",
      SEED_DEMO: "false",
      DATABASE_URL: "postgres://vitalog@db:5432/vitalog",
      PUBLIC_URL: "https://vitalog.example/",
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      APPLE_CLIENT_ID: "",
    });
    expect(config).toMatchObject({
      trustProxy: true,
      seedDemo: false,
      databaseUrl: "postgres://vitalog@db:5432/vitalog",
      publicUrl: "https://vitalog.example",
      google: { clientId: "id", clientSecret: "secret" },
      apple: undefined,
    });
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ TRUST_PROXY: "maybe" }, "TRUST_PROXY"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "localhost:3000" }, "PUBLIC_URL"],
    [{ BETTER_AUTH_SECRET: "short" }, "BETTER_AUTH_SECRET"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ GOOGLE_CLIENT_ID: "only-the-id" }, "GOOGLE_CLIENT_SECRET"],
    [{ SMTP_URL: "mail.example:25" }, "SMTP_URL"],
    [{ SMTP_URL: "http://mail.example" }, "SMTP_URL"],
    [{ MAIL_FROM: "Vitalog" }, "MAIL_FROM"],
    [{ S3_ENDPOINT: "minio:9000", S3_BUCKET: "b" }, "S3_ENDPOINT"],
    [{ S3_REGION: "eu-west-1" }, "S3_BUCKET"],
    [{ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "key" }, "S3_SECRET_ACCESS_KEY"],
    [{ S3_BUCKET: "b", S3_SECRET_ACCESS_KEY: "secret" }, "S3_ACCESS_KEY_ID"],
    [{ S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "sometimes" }, "S3_FORCE_PATH_STYLE"],
  ])("stops on %j naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid environment variable ${name}`));
  });

  it("reads mail and storage settings", () => {
    expect(loadConfig({})).toMatchObject({
      smtpUrl: undefined,
      mailFrom: "Vitalog <no-reply@localhost>",
      s3: undefined,
    });
    const config = loadConfig({
      SMTP_URL: "smtps://user:pass@mail.example:465",
      MAIL_FROM: "Vitalog <hello@vitalog.example>",
      S3_BUCKET: "vitalog-files",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(config).toMatchObject({
      smtpUrl: "smtps://user:pass@mail.example:465",
      mailFrom: "Vitalog <hello@vitalog.example>",
      s3: {
        bucket: "vitalog-files",
        region: "us-east-1",
        endpoint: "http://127.0.0.1:9000",
        credentials: { accessKeyId: "key", secretAccessKey: "secret" },
        forcePathStyle: true,
      },
    });
    expect(loadConfig({ MAIL_FROM: "no-reply@vitalog.example" }).mailFrom).toBe(
      "no-reply@vitalog.example",
    );
  });

  it("takes the VAPID key pair whole or not at all, and the reminder poll interval", () => {
    expect(loadConfig({}).notifications).toEqual({ vapid: undefined, pollMs: 2000 });
    expect(
      loadConfig({
        VAPID_PUBLIC_KEY: "pub",
        VAPID_PRIVATE_KEY: "priv",
        NOTIFICATION_POLL_MS: "500",
      }).notifications,
    ).toEqual({ vapid: { publicKey: "pub", privateKey: "priv" }, pollMs: 500 });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: "pub" })).toThrow(
      /VAPID_PRIVATE_KEY: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ NOTIFICATION_POLL_MS: "0" })).toThrow(ConfigError);
  });

  it("never echoes secrets in its messages", () => {
    expect(() => loadConfig({ BETTER_AUTH_SECRET: "hunter2" })).not.toThrow(/hunter2/);
    expect(() => loadConfig({ SMTP_URL: "ftp://user:hunter2@mail" })).not.toThrow(/hunter2/);
  });

  it("documents every variable it reads", () => {
    expect(ENV_VARIABLES.map((v) => v.name).sort()).toEqual([...ENV_VARIABLE_NAMES].sort());
    for (const variable of ENV_VARIABLES) expect(variable.description).toMatch(/\.$/);
  });
});
