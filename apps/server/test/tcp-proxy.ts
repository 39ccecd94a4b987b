import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy in front of a server (here PostgreSQL) that a test can cut (every connection dropped, new ones
 * refused: the database is unreachable) or freeze (connections stay open but nothing passes either way: the
 * database hangs), and restore.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  freeze(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream?: Socket;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let frozen = false;
  let server: Server;

  const link = (pair: Pair) => {
    const upstream = connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on("error", () => pair.client.destroy());
    upstream.on("close", () => pair.client.destroy());
    pair.client.pipe(upstream);
    upstream.pipe(pair.client);
  };
  const accept = (client: Socket) => {
    const pair: Pair = { client };
    pairs.add(pair);
    client.on("error", () => undefined);
    client.on("close", () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    if (frozen) client.pause();
    else link(pair);
  };
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = createServer(accept);
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        const address = server.address();
        resolve(typeof address === "object" && address ? address.port : port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream?.destroy();
      }
      server.close(() => resolve());
    });

  const port = await listen(0);
  return {
    port,
    cut: stop,
    freeze() {
      frozen = true;
      for (const { client, upstream } of pairs) {
        client.unpipe();
        upstream?.unpipe();
        client.pause();
        upstream?.pause();
      }
    },
    async restore() {
      frozen = false;
      if (!server.listening) await listen(port);
      for (const pair of pairs) {
        if (!pair.upstream) link(pair);
        else {
          pair.client.pipe(pair.upstream);
          pair.upstream.pipe(pair.client);
        }
      }
    },
    close: stop,
  };
}
