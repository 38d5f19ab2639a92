import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { inject } from "vitest";

/**
 * A server of the suite's own, on its own copy of the run's seeded data folder: for suites that need an admin, whom only
 * the admin command line makes, while the embedded database is held by its running server
 * (sign up, stop, grant, start again).
 */
export class OwnServer {
  private process: ChildProcess | undefined;
  readonly dataDir: string;
  readonly root = resolve(import.meta.dirname, "../..");
  baseUrl = "";

  /** `extraEnv`: settings of the suite's own, such as an AI endpoint it starts. */
  constructor(
    name: string,
    private readonly extraEnv: Record<string, string> = {},
  ) {
    this.dataDir = mkdtempSync(join(tmpdir(), `vitalog-e2e-${name}-`));
    cpSync(inject("templateDataDir"), this.dataDir, { recursive: true });
  }

  private env() {
    return {
      ...process.env,
      NODE_ENV: "test",
      PORT: new URL(this.baseUrl).port,
      DATA_DIR: this.dataDir,
      PUBLIC_URL: this.baseUrl,
      LOG_LEVEL: "warn",
      ...this.extraEnv,
    };
  }

  async start() {
    if (!this.baseUrl) this.baseUrl = `http://localhost:${await freePort()}`;
    this.process = spawn(process.execPath, [join(this.root, "apps/server/dist/main.js")], {
      cwd: this.root,
      env: this.env(),
      stdio: "ignore",
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (this.process.exitCode !== null) throw new Error("the suite's server exited at start");
      try {
        if ((await fetch(`${this.baseUrl}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error("the suite's server did not start");
  }

  async stop() {
    const running = this.process;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((r) => running.once("exit", r));
    running.kill("SIGTERM");
    const timer = setTimeout(() => running.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
  }

  /**
   * Starts the server with an admin: the person signs up like anybody, then, with the server
   * stopped, the command line makes them an admin, and the server starts again.
   */
  async startWithAdmin(account: { email: string; password: string; name: string }) {
    await this.start();
    const signUp = await fetch(`${this.baseUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: this.baseUrl },
      body: JSON.stringify(account),
    });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    await this.stop();
    this.grantAdmin(account.email);
    await this.start();
  }

  grantAdmin(email: string) {
    const result = spawnSync(
      process.execPath,
      [join(this.root, "apps/server/dist/cli.js"), "grant", email],
      { cwd: this.root, env: this.env(), encoding: "utf8" },
    );
    if (result.status !== 0) throw new Error(`grant failed: ${result.stderr}`);
  }

  async remove() {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once("error", fail);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}
