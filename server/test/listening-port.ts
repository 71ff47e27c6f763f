import type { ChildProcess } from 'node:child_process';
import type fs from 'node:fs';

/**
 * For browser tests that start the real server as a child process (web and studio e2e): copies its output to
 * `log` and resolves with the port once the server logs that it is serving (a JSON line with `port`); rejects if
 * it exits first or takes longer than `timeoutMs`. Plain module, no top-level await: CommonJS suites load it too.
 */
export function waitForListeningPort(child: ChildProcess, log: fs.WriteStream, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const timer = setTimeout(() => reject(new Error('the server did not start in time (see server.log)')), timeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => {
      log.write(chunk);
      buffered += chunk.toString();
      let newline: number;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        try {
          const entry = JSON.parse(line) as { port?: unknown };
          if (typeof entry.port === 'number') {
            clearTimeout(timer);
            resolve(entry.port);
          }
        } catch {
          // not a JSON log line
        }
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => log.write(chunk));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with code ${code} before listening (see server.log)`));
    });
  });
}
