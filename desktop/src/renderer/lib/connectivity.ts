/**
 * Online/offline: the browser's online and offline events, a GET /api/health probe every PROBE_MS, and a probe
 * soon after any request that could not reach the server. `online` is null until the first probe answers.
 */
import { create } from 'zustand';

export const PROBE_MS = 10_000;
const PROBE_TIMEOUT_MS = 5_000;
const RETRY_AFTER_FAILURE_MS = 1_000;

interface ConnectivityState {
  online: boolean | null;
}

export const useConnectivity = create<ConnectivityState>()(() => ({ online: null }));

let current: { serverUrl: string; stop: () => void } | null = null;
let probeNow: (() => void) | null = null;

export async function probe(serverUrl: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    const response = await fetch(`${serverUrl}/api/health`, {
      credentials: 'omit',
      cache: 'no-store',
      signal: controller.signal,
    });
    await response.body?.cancel().catch(() => undefined);
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Starts watching one server (stops watching the previous one). */
export function watchConnectivity(serverUrl: string): () => void {
  if (current?.serverUrl === serverUrl) return current.stop;
  current?.stop();
  let stopped = false;
  let inFlight = false;
  const check = async () => {
    if (stopped || inFlight) return;
    inFlight = true;
    try {
      const online = await probe(serverUrl);
      if (!stopped) useConnectivity.setState({ online });
    } finally {
      inFlight = false;
    }
  };
  const interval = setInterval(() => void check(), PROBE_MS);
  const onOnline = () => void check();
  const onOffline = () => useConnectivity.setState({ online: false });
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  probeNow = () => void check();
  void check();
  const stop = () => {
    stopped = true;
    clearInterval(interval);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    if (current?.stop === stop) current = null;
  };
  current = { serverUrl, stop };
  return stop;
}

/** A request could not reach the server: show offline now and check again shortly. */
export function reportUnreachable(): void {
  useConnectivity.setState({ online: false });
  setTimeout(() => probeNow?.(), RETRY_AFTER_FAILURE_MS);
}
