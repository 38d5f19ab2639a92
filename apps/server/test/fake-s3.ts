// A tiny S3-compatible server for tests: path-style PutObject, GetObject, DeleteObject and
// ListObjectsV2, kept in memory. Enough to run the real @aws-sdk/client-s3 against.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  /** Authorization headers seen, to check requests are signed. */
  authorizations: string[];
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

const xmlEscape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export async function startFakeS3(bucket: string): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
  const authorizations: string[] = [];
  const server: Server = createServer(async (request, response) => {
    authorizations.push(request.headers.authorization ?? "");
    const url = new URL(request.url ?? "/", "http://localhost");
    const [, name, ...rest] = url.pathname.split("/");
    const key = decodeURIComponent(rest.join("/"));
    const body = await readBody(request);
    if (name !== bucket) {
      response.writeHead(404, { "Content-Type": "application/xml" });
      response.end("<Error><Code>NoSuchBucket</Code></Error>");
      return;
    }
    if (request.method === "GET" && !key && url.searchParams.get("list-type") === "2") {
      const prefix = url.searchParams.get("prefix") ?? "";
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
      response.writeHead(200, { "Content-Type": "application/xml" });
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${keys
          .map(
            (k) =>
              `<Contents><Key>${xmlEscape(k)}</Key><Size>${objects.get(k)?.body.length}</Size></Contents>`,
          )
          .join("")}</ListBucketResult>`,
      );
      return;
    }
    if (request.method === "PUT" && key) {
      objects.set(key, { body, contentType: request.headers["content-type"] });
      response.writeHead(200, { ETag: '"fake"' });
      response.end();
      return;
    }
    if (request.method === "GET" && key) {
      const object = objects.get(key);
      if (!object) {
        response.writeHead(404, { "Content-Type": "application/xml" });
        response.end(
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${xmlEscape(key)}</Key></Error>`,
        );
        return;
      }
      response.writeHead(200, {
        "Content-Type": object.contentType ?? "application/octet-stream",
        "Content-Length": String(object.body.length),
      });
      response.end(object.body);
      return;
    }
    if (request.method === "DELETE" && key) {
      objects.delete(key);
      response.writeHead(204);
      response.end();
      return;
    }
    response.writeHead(400, { "Content-Type": "application/xml" });
    response.end("<Error><Code>NotImplemented</Code></Error>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    authorizations,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
