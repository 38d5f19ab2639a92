import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP relay to `target` on a port of its own, which a test can cut (every connection closed,
 * new ones refused, as when the database server stops) and restore on the same port.
 */
export interface TcpProxy {
  port: number;
  /** Closes every relayed connection and stops listening. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((done, fail) => {
      const next = createServer((client) => {
        const upstream = connect(target.port, target.host);
        sockets.add(client);
        sockets.add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
        client.pipe(upstream);
        upstream.pipe(client);
      });
      next.once("error", fail);
      next.listen(port, "127.0.0.1", () => {
        port = (next.address() as { port: number }).port;
        server = next;
        done();
      });
    });

  const stop = () =>
    new Promise<void>((done) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!server) return done();
      const closing = server;
      server = undefined;
      closing.close(() => done());
    });

  await listen();
  return {
    get port() {
      return port;
    },
    cut: stop,
    restore: listen,
    close: stop,
  };
}
