import { type ChildProcess, spawn } from "node:child_process";
import { type AddressInfo, createServer } from "node:net";
import { join, resolve } from "node:path";

/** The repository's root, and the server's entry run from source. */
export const repositoryRoot = resolve(import.meta.dirname, "../../..");
const main = join(repositoryRoot, "apps/server/src/main.ts");

/** A Vitalog server process started from source by `startVitalog`. */
export interface VitalogProcess {
  child: ChildProcess;
  /** "listening" once the server says so; otherwise it exited first. */
  state: "listening" | "exited";
  code: number | null;
  /** Everything it has written so far, both streams (the log is JSON lines). */
  output: () => string;
  stderr: () => string;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });
}

/**
 * Starts the server from source (tsx) with the test defaults (embedded database in `DATA_DIR`,
 * no demo content, info log) plus `env`, and waits until it listens or exits.
 */
export function startVitalog(env: Record<string, string>): Promise<VitalogProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", main], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: "",
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let stderr = "";
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  return new Promise((done) => {
    const outcome = (state: VitalogProcess["state"], code: number | null) => ({
      child,
      state,
      code,
      output: () => output,
      stderr: () => stderr,
      exited,
    });
    let listening = false;
    child.stdout?.on("data", (chunk) => {
      // Only the new text and the line it may complete are searched: a server that logs a lot
      // must not make each chunk cost more than the last.
      const tail = output.slice(output.lastIndexOf("\n") + 1);
      output += chunk;
      if (!listening && `${tail}${chunk}`.includes("Vitalog is listening")) {
        listening = true;
        done(outcome("listening", null));
      }
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
      stderr += chunk;
    });
    void exited.then((code) => done(outcome("exited", code)));
  });
}

/** Sends `signal` (SIGTERM unless told) and resolves once the process has ended. */
export function stopProcess(
  child: ChildProcess,
  signal: NodeJS.Signals = "SIGTERM",
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once("exit", () => done());
    child.kill(signal);
  });
}

/** The port a server started with PORT=0 listens on, from its start-up log line. */
export function listeningPort(server: VitalogProcess): number {
  const match = /"port":(\d+)/.exec(server.output());
  if (!match?.[1]) throw new Error(`no port in the start-up log: ${server.output().slice(-500)}`);
  return Number(match[1]);
}
