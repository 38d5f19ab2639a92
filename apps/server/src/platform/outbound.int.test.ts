import type { LookupAddress } from "node:dns";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../env.ts";
import { createLogger } from "../logger.ts";
import {
  createOutbound,
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_REDIRECTS,
  DEFAULT_TIMEOUT_MS,
  type Outbound,
  OutboundError,
} from "./outbound.ts";

// Every connection these tests make goes to 127.0.0.1 or ::1: the names below resolve through
// a table, and any other name fails the test instead of reaching DNS.

const log = createLogger("silent");

/** Listeners that must never be reached: one on 127.0.0.1 and, where IPv6 works, ::1 on the same port. */
interface Trap {
  port: number;
  connections: () => number;
  close: () => Promise<void>;
}

async function listen(server: net.Server, host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    server.once("error", () => resolve(false));
    server.listen(port, host, () => resolve(true));
  });
}

async function openTrap(): Promise<Trap> {
  let count = 0;
  const onConnection = (socket: net.Socket) => {
    count += 1;
    socket.destroy();
  };
  const v4 = net.createServer(onConnection);
  await listen(v4, "127.0.0.1", 0);
  const port = (v4.address() as AddressInfo).port;
  const v6 = net.createServer(onConnection);
  const hasV6 = await listen(v6, "::1", port);
  return {
    port,
    connections: () => count,
    close: async () => {
      await new Promise<void>((resolve) => v4.close(() => resolve()));
      if (hasV6) await new Promise<void>((resolve) => v6.close(() => resolve()));
    },
  };
}

const SIX_MB = 6 * 1024 * 1024;
const PAGE =
  "<!doctype html><html><head><title>A page</title></head><body><p>Hello</p></body></html>";

let trap: Trap;
let site: http.Server;
let sitePort: number;
const openResponses = new Set<http.ServerResponse>();
const lookedUp: string[] = [];

/** The test's DNS: a name resolving to loopback, one to a public and a loopback address, one to ::1. */
const NAMES: Record<string, LookupAddress[]> = {
  "rebind.test": [{ address: "127.0.0.1", family: 4 }],
  "mixed.test": [
    { address: "8.8.8.8", family: 4 },
    { address: "127.0.0.1", family: 4 },
  ],
  "six.test": [{ address: "::1", family: 6 }],
  "metadata.test": [{ address: "169.254.169.254", family: 4 }],
  "page.test": [{ address: "127.0.0.1", family: 4 }],
};

async function resolve(hostname: string): Promise<LookupAddress[]> {
  lookedUp.push(hostname);
  const addresses = NAMES[hostname];
  if (!addresses)
    throw Object.assign(new Error(`unexpected lookup of ${hostname}`), { code: "ENOTFOUND" });
  return addresses;
}

function outbound(extra: { allowed?: string[]; standardPorts?: boolean } = {}): Outbound {
  return createOutbound({
    allowedHosts: extra.allowed ?? [`127.0.0.1:${sitePort}`, `page.test:${sitePort}`],
    logger: log,
    resolve,
    ...(extra.standardPorts ? { standardPorts: { http: trap.port, https: trap.port } } : {}),
  });
}

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OutboundError) return error.reason;
    throw error;
  }
  return "fetched";
}

beforeAll(async () => {
  trap = await openTrap();
  site = http.createServer((request, response) => {
    const path = request.url ?? "/";
    const html = { "content-type": "text/html; charset=utf-8" };
    if (path === "/page") {
      response.writeHead(200, html).end(PAGE);
    } else if (path === "/xhtml") {
      response.writeHead(200, { "content-type": "application/xhtml+xml" }).end(PAGE);
    } else if (path === "/gzip") {
      response.writeHead(200, { ...html, "content-encoding": "gzip" }).end(gzipSync(PAGE));
    } else if (path === "/gzip-bomb") {
      response
        .writeHead(200, { ...html, "content-encoding": "gzip" })
        .end(gzipSync(Buffer.alloc(SIX_MB, 0x20)));
    } else if (path === "/big") {
      // 6 MB without a Content-Length: the cap has to stop the read itself.
      response.writeHead(200, html);
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      let sent = 0;
      const write = () => {
        while (sent < SIX_MB) {
          sent += chunk.length;
          if (!response.write(chunk)) {
            response.once("drain", write);
            return;
          }
        }
        response.end();
      };
      write();
    } else if (path === "/big-declared") {
      response.writeHead(200, { ...html, "content-length": String(SIX_MB) });
      response.end(Buffer.alloc(SIX_MB, 0x61));
    } else if (path === "/never-ends") {
      openResponses.add(response);
      response.writeHead(200, html);
      response.write("<html><body>");
      const timer = setInterval(() => response.write("<p>more</p>"), 100);
      response.on("close", () => clearInterval(timer));
    } else if (path === "/no-headers") {
      openResponses.add(response);
    } else if (path === "/echo-auth") {
      response.writeHead(200, html).end(`auth=${request.headers.authorization ?? "none"}`);
    } else if (path === "/json") {
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    } else if (path === "/no-type") {
      response.writeHead(200).end(PAGE);
    } else if (path === "/missing") {
      response.writeHead(404, html).end("<p>Not found</p>");
    } else if (path === "/to-trap") {
      response.writeHead(302, { location: `http://127.0.0.1:${trap.port}/` }).end();
    } else if (path === "/to-trap-localhost") {
      response.writeHead(301, { location: `http://localhost:${trap.port}/` }).end();
    } else if (path === "/to-trap-decimal") {
      response.writeHead(307, { location: `http://2130706433:${trap.port}/` }).end();
    } else if (path === "/to-trap-v6") {
      response.writeHead(308, { location: `http://[::ffff:127.0.0.1]:${trap.port}/` }).end();
    } else if (path === "/to-trap-name") {
      response.writeHead(303, { location: `http://rebind.test:${trap.port}/` }).end();
    } else if (path === "/to-file") {
      response.writeHead(302, { location: "file:///etc/passwd" }).end();
    } else if (path.startsWith("/hop/")) {
      const left = Number(path.slice(5));
      if (left === 0) response.writeHead(200, html).end(PAGE);
      else response.writeHead(302, { location: `/hop/${left - 1}` }).end();
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => site.listen(0, "127.0.0.1", () => done()));
  sitePort = (site.address() as AddressInfo).port;
});

afterEach(() => {
  for (const response of openResponses) response.destroy();
  openResponses.clear();
});

afterAll(async () => {
  site.closeAllConnections();
  await new Promise<void>((done) => site.close(() => done()));
  await trap.close();
});

/** Spellings of this machine, each naming the trap's port (filled in by `at`). */
const LOOPBACK_SPELLINGS = [
  "http://127.0.0.1:PORT/",
  "http://localhost:PORT/",
  "http://localhost.:PORT/",
  "http://LOCALHOST:PORT/",
  "http://LocalHost..:PORT/",
  "http://api.localhost:PORT/",
  "http://127.1:PORT/",
  "http://127.0.1:PORT/",
  "http://127.0.0.1.:PORT/",
  "http://2130706433:PORT/",
  "http://2130706433.:PORT/",
  "http://0x7f000001:PORT/",
  "http://0X7F000001:PORT/",
  "http://0x7f.0.0.1:PORT/",
  "http://0x7f.1:PORT/",
  "http://0177.0.0.1:PORT/",
  "http://017700000001:PORT/",
  "http://0177.1:PORT/",
  "http://%31%32%37.0.0.1:PORT/",
  "http://１２７.０.０.１:PORT/",
  "http://①②⑦.⓪.⓪.①:PORT/",
  "http://127。0。0。1:PORT/",
  "http://127．0．0．1:PORT/",
  "http://127｡0｡0｡1:PORT/",
  "http://ｌｏｃａｌｈｏｓｔ:PORT/",
  "http://ⓛⓞⓒⓐⓛⓗⓞⓢⓣ:PORT/",
  "http://example.org@127.0.0.1:PORT/",
  "http://example.org:80@127.0.0.1:PORT/",
  "http://user:pass@[::1]:PORT/",
  "http://[::1]:PORT/",
  "http://[0:0:0:0:0:0:0:1]:PORT/",
  "http://[::ffff:127.0.0.1]:PORT/",
  "http://[::ffff:7f00:1]:PORT/",
  "http://[::127.0.0.1]:PORT/",
  "http://[64:ff9b::127.0.0.1]:PORT/",
  "http://[2002:7f00:1::1]:PORT/",
  "http://0.0.0.0:PORT/",
  "http://0:PORT/",
  "http://[::]:PORT/",
  "http://127.255.255.254:PORT/",
  "https://127.0.0.1:PORT/",
  "https://[::1]:PORT/",
  "HTTP://127.0.0.1:PORT/",
  "http://rebind.test:PORT/",
  "http://mixed.test:PORT/",
  "http://six.test:PORT/",
];

const at = (url: string) => url.replace("PORT", String(trap.port));

describe("requests to this machine", () => {
  it("has at least 30 spellings to try", () => {
    expect(LOOPBACK_SPELLINGS.length).toBeGreaterThanOrEqual(30);
  });

  it("refuses every spelling of loopback on a non-standard port, with no connection", async () => {
    const client = outbound();
    for (const url of LOOPBACK_SPELLINGS) {
      expect({ url, reason: await reasonOf(client.fetchPage(at(url))) }).toEqual({
        url,
        reason: expect.stringMatching(/^(port|blocked-address)$/),
      });
    }
    expect(trap.connections()).toBe(0);
  });

  it("refuses them for their address alone when their port counts as a standard one", async () => {
    const client = outbound({ standardPorts: true });
    for (const url of LOOPBACK_SPELLINGS) {
      expect({ url, reason: await reasonOf(client.fetchPage(at(url))) }).toEqual({
        url,
        reason: "blocked-address",
      });
    }
    expect(trap.connections()).toBe(0);
  });

  it("refuses them as URLs to store for later (push endpoints)", async () => {
    const client = outbound({ standardPorts: true });
    for (const url of LOOPBACK_SPELLINGS) {
      expect({
        url,
        reason: await reasonOf(client.checkPublicUrl(at(url), { httpsOnly: false })),
      }).toEqual({
        url,
        reason: "blocked-address",
      });
    }
    expect(await reasonOf(client.checkPublicUrl(at("https://metadata.test:PORT/")))).toBe(
      "blocked-address",
    );
    expect(
      await reasonOf(client.checkPublicUrl(at("https://metadata.google.internal:PORT/"))),
    ).toBe("blocked-address");
    expect(trap.connections()).toBe(0);
  });

  it("refuses an agent for them, at creation or at connection", async () => {
    const client = outbound({ standardPorts: true });
    expect(() => client.agentFor(at("http://127.1:PORT/"))).toThrow(OutboundError);
    const agent = client.agentFor(at("http://rebind.test:PORT/"));
    const failure = await new Promise<Error>((done) => {
      http
        .get(at("http://rebind.test:PORT/"), { agent }, () => done(new Error("connected")))
        .on("error", done);
    });
    expect(failure).toBeInstanceOf(OutboundError);
    expect((failure as OutboundError).reason).toBe("blocked-address");
    expect(trap.connections()).toBe(0);
  });

  it("looks up no name outside the test's table", () => {
    expect(lookedUp.every((name) => name in NAMES)).toBe(true);
  });
});

describe("fetching an allowed page", () => {
  it("fetches an HTML page from an allowed host:port pair", async () => {
    const page = await outbound().fetchPage(`http://127.0.0.1:${sitePort}/page`);
    expect(page).toEqual({
      url: `http://127.0.0.1:${sitePort}/page`,
      status: 200,
      contentType: "text/html",
      charset: "utf-8",
      body: Buffer.from(PAGE),
    });
    const byName = await outbound().fetchPage(`http://page.test:${sitePort}/xhtml`);
    expect(byName.contentType).toBe("application/xhtml+xml");
  });

  it("decompresses a gzip body, and applies the cap to what it unpacks to", async () => {
    const page = await outbound().fetchPage(`http://127.0.0.1:${sitePort}/gzip`);
    expect(page.body.toString()).toBe(PAGE);
    expect(await reasonOf(outbound().fetchPage(`http://127.0.0.1:${sitePort}/gzip-bomb`))).toBe(
      "too-large",
    );
  });

  it("refuses a pair that is not allowed and a scheme other than http(s)", async () => {
    const client = outbound({ allowed: [] });
    expect(await reasonOf(client.fetchPage(`http://127.0.0.1:${sitePort}/page`))).toBe("port");
    expect(await reasonOf(client.fetchPage("ftp://127.0.0.1/"))).toBe("protocol");
    expect(await reasonOf(client.fetchPage("file:///etc/passwd"))).toBe("protocol");
    expect(await reasonOf(client.fetchPage("not a url"))).toBe("invalid-url");
    expect(await reasonOf(client.fetchPage(""))).toBe("invalid-url");
  });

  it("never passes user-info on to the host", async () => {
    const page = await outbound().fetchPage(
      `http://user:secret@127.0.0.1:${sitePort}/echo-auth#part`,
    );
    expect(page.body.toString()).toBe("auth=none");
    expect(page.url).toBe(`http://127.0.0.1:${sitePort}/echo-auth`);
  });

  it("follows up to 5 redirects and refuses the sixth", async () => {
    const page = await outbound().fetchPage(`http://127.0.0.1:${sitePort}/hop/5`);
    expect(page.url).toBe(`http://127.0.0.1:${sitePort}/hop/0`);
    expect(await reasonOf(outbound().fetchPage(`http://127.0.0.1:${sitePort}/hop/6`))).toBe(
      "too-many-redirects",
    );
  });

  it("refuses a redirect from an allowed host to the loopback trap, with no connection", async () => {
    const client = outbound({ allowed: [`127.0.0.1:${sitePort}`], standardPorts: true });
    for (const path of [
      "/to-trap",
      "/to-trap-localhost",
      "/to-trap-decimal",
      "/to-trap-v6",
      "/to-trap-name",
    ]) {
      expect({
        path,
        reason: await reasonOf(client.fetchPage(`http://127.0.0.1:${sitePort}${path}`)),
      }).toEqual({
        path,
        reason: "blocked-address",
      });
    }
    expect(await reasonOf(client.fetchPage(`http://127.0.0.1:${sitePort}/to-file`))).toBe(
      "protocol",
    );
    expect(trap.connections()).toBe(0);
  });

  it("refuses a 6 MB page, with or without a Content-Length", async () => {
    expect(await reasonOf(outbound().fetchPage(`http://127.0.0.1:${sitePort}/big`))).toBe(
      "too-large",
    );
    expect(await reasonOf(outbound().fetchPage(`http://127.0.0.1:${sitePort}/big-declared`))).toBe(
      "too-large",
    );
  });

  it("gives up on a page that never ends, or never answers, within the time cap", async () => {
    for (const path of ["/never-ends", "/no-headers"]) {
      const started = performance.now();
      const reason = await reasonOf(
        outbound().fetchPage(`http://127.0.0.1:${sitePort}${path}`, { timeoutMs: 400 }),
      );
      expect({ path, reason }).toEqual({ path, reason: "timeout" });
      expect(performance.now() - started).toBeLessThan(2_000);
    }
  });

  it("refuses content that is not HTML and pages that fail", async () => {
    expect(await reasonOf(outbound().fetchPage(`http://127.0.0.1:${sitePort}/json`))).toBe(
      "not-html",
    );
    expect(await reasonOf(outbound().fetchPage(`http://127.0.0.1:${sitePort}/no-type`))).toBe(
      "not-html",
    );
    const missing = outbound().fetchPage(`http://127.0.0.1:${sitePort}/missing`);
    await expect(missing).rejects.toMatchObject({ reason: "http-status", status: 404 });
  });

  it("hands out agents that reach an allowed pair", async () => {
    const url = `http://127.0.0.1:${sitePort}/page`;
    const agent = outbound().agentFor(url);
    const body = await new Promise<string>((done, fail) => {
      http
        .get(url, { agent }, (response) => {
          let text = "";
          response.on("data", (chunk) => {
            text += chunk;
          });
          response.on("end", () => done(text));
        })
        .on("error", fail);
    });
    expect(body).toBe(PAGE);
  });

  it("reads OUTBOUND_ALLOWED_HOSTS into canonical pairs and refuses a bad one", () => {
    expect(
      loadConfig({ OUTBOUND_ALLOWED_HOSTS: "127.1:4000, [::1]:80" }).outboundAllowedHosts,
    ).toEqual(["127.0.0.1:4000", "[::1]:80"]);
    expect(loadConfig({}).outboundAllowedHosts).toEqual([]);
    expect(() => loadConfig({ OUTBOUND_ALLOWED_HOSTS: "127.0.0.1" })).toThrow(ConfigError);
    expect(() => loadConfig({ OUTBOUND_ALLOWED_HOSTS: "localhost" })).toThrow(
      /OUTBOUND_ALLOWED_HOSTS: "localhost" is not a host:port pair/,
    );
  });

  it("keeps to the caps of the issue by default", () => {
    expect(DEFAULT_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(DEFAULT_TIMEOUT_MS).toBe(15_000);
    expect(DEFAULT_MAX_REDIRECTS).toBe(5);
  });
});
