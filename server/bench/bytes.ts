import net from 'node:net';

export interface WireBytes {
  headers: number;
  body: number;
}

/** What one answer weighs on the wire: its status line and header block, and its body (with any chunk framing). */
export function wireBytes(url: string, headers: Record<string, string> = {}): Promise<WireBytes> {
  const target = new URL(url);
  const lines = [
    `GET ${target.pathname}${target.search} HTTP/1.1`,
    `Host: ${target.host}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
  ];
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(target.port), target.hostname, () =>
      socket.write(`${lines.join('\r\n')}\r\n\r\n`),
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      resolve({ headers: split + 4, body: all.length - split - 4 });
    });
  });
}
