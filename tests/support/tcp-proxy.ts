// A TCP proxy on loopback between the app and PostgreSQL that a test can make "unreachable" without
// touching the shared server (ADR 054): `cut()` resets every connection through it and holds new
// ones silent (accepted, never answered: what a failover or a lost route looks like to the app, a
// connect that only a timeout ends); `restore()` passes traffic again. The ports of its connections
// to PostgreSQL name the app's own backends (pg_stat_activity.client_port), so a test terminates
// those and no one else's.
import net from "node:net";

export interface TcpProxy {
  port: number;
  /** The local ports of the proxy's live connections to the target: the app's backends' client_port. */
  upstreamPorts(): number[];
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const held = new Set<net.Socket>();
  let silent = false;

  const pass = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
  };

  const server = net.createServer((client) => {
    if (!silent) return pass(client);
    // Accepted and never answered: the client's connect completes, its startup message goes unread.
    held.add(client);
    client.on("error", () => client.destroy()).on("close", () => held.delete(client));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  const cut = () => {
    silent = true;
    for (const { client, upstream } of pairs) {
      client.resetAndDestroy();
      upstream.destroy();
    }
  };
  return {
    port: (server.address() as net.AddressInfo).port,
    upstreamPorts: () => [...pairs].map((pair) => pair.upstream.localPort).filter((port): port is number => port !== undefined),
    cut,
    restore() {
      silent = false;
      // What connected meanwhile has waited past any sane timeout: its client has given up or will.
      for (const client of held) client.destroy();
    },
    async close() {
      cut();
      for (const client of held) client.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
