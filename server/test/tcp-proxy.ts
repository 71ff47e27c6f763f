import net from 'node:net';

/**
 * A TCP proxy on loopback in front of a database, for outage tests: the app connects through it, and the test
 * cuts it (every connection dropped; new ones refused, closed at once or never answered) and restores it, while
 * the real server behind it keeps serving every other test.
 */
export class TcpProxy {
  private server = net.createServer((socket) => this.accept(socket));
  private readonly connections = new Set<net.Socket>();
  /** What happens to new connections while cut: closed at once, or held open without an answer. */
  private cutMode: 'drop' | 'stall' | undefined;
  /** The loopback port it listens on, the same after a restore. */
  port = 0;

  private constructor(private readonly target: { host: string; port: number }) {}

  /** Starts a proxy to `host:port` on a free loopback port. */
  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target);
    await listen(proxy.server, 0);
    proxy.port = (proxy.server.address() as net.AddressInfo).port;
    return proxy;
  }

  /** A PostgreSQL URL like `url` that goes through this proxy (its target is `url`'s host and port). */
  static async forUrl(url: string): Promise<{ proxy: TcpProxy; url: string }> {
    const parsed = new URL(url);
    const proxy = await TcpProxy.start({ host: parsed.hostname, port: Number(parsed.port || 5432) });
    parsed.hostname = '127.0.0.1';
    parsed.port = String(proxy.port);
    return { proxy, url: parsed.toString() };
  }

  private accept(client: net.Socket): void {
    if (this.cutMode === 'drop') {
      client.destroy();
      return;
    }
    if (this.cutMode === 'stall') {
      this.track(client);
      return;
    }
    const upstream = net.connect(this.target);
    this.track(client);
    this.track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  private track(socket: net.Socket): void {
    this.connections.add(socket);
    socket.on('close', () => this.connections.delete(socket));
    socket.on('error', () => undefined);
  }

  /**
   * Cuts the database off: every open connection is dropped, and new ones are refused (`refuse`, the port is
   * closed), accepted and closed at once (`drop`, a server restarting), or accepted and never answered (`stall`,
   * a server that hangs or a network that swallows packets).
   */
  async cut(mode: 'refuse' | 'drop' | 'stall'): Promise<void> {
    this.cutMode = mode === 'refuse' ? 'drop' : mode;
    const closed = mode === 'refuse' ? new Promise((resolve) => this.server.close(resolve)) : undefined;
    for (const socket of this.connections) socket.destroy();
    await closed;
  }

  /** Lets connections through again, on the same port (connections held by a stall are dropped). */
  async restore(): Promise<void> {
    if (this.cutMode === 'stall') for (const socket of this.connections) socket.destroy();
    this.cutMode = undefined;
    if (!this.server.listening) {
      this.server = net.createServer((socket) => this.accept(socket));
      await listen(this.server, this.port);
    }
  }

  async close(): Promise<void> {
    const closed = this.server.listening ? new Promise((resolve) => this.server.close(resolve)) : undefined;
    for (const socket of this.connections) socket.destroy();
    await closed;
  }
}

function listen(server: net.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * getTestServer's `database` option for a pool that connects through a TcpProxy the test cuts and restores;
 * `proxy()` is that proxy once the server is up.
 */
export function cuttableDatabase() {
  let proxy: TcpProxy | undefined;
  return {
    proxy: (): TcpProxy => {
      if (!proxy) throw new Error('the test server has not connected through the proxy yet');
      return proxy;
    },
    /** Restores the proxy so that the server closes cleanly, closes the server, then the proxy. */
    async close(server: { close(): Promise<void> } | undefined): Promise<void> {
      await proxy?.restore();
      await server?.close();
      await proxy?.close();
    },
    database: {
      async connectThrough(url: string): Promise<string> {
        const through = await TcpProxy.forUrl(url);
        proxy = through.proxy;
        return through.url;
      },
    },
  };
}
