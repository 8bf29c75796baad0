/**
 * The visitor's connection as the browser reports it, for spec 000 §9's slow-network image rules
 * (qualities 50/50/45, pixel ratio capped at 1.5). Only Chromium's browsers have the Network
 * Information API; elsewhere a page follows the normal rules, as it did before it read any.
 */

/** What `navigator.connection` tells (the DOM types do not declare it). */
export interface ConnectionInfo {
  /** The visitor asked for less data (Chrome's Lite mode, Android's data saver). */
  readonly saveData?: boolean;
  /** The browser's estimate from measured round trips and throughput: 'slow-2g', '2g', '3g' or '4g'. */
  readonly effectiveType?: string;
}

interface WatchedConnection extends ConnectionInfo {
  addEventListener?: (type: 'change', listener: () => void) => void;
  removeEventListener?: (type: 'change', listener: () => void) => void;
}

/**
 * The estimates that count as slow. Chrome reports '3g' from about 270 ms round trips or below
 * 700 kbit/s: a 2× photo there takes seconds, so its lighter copy is the better page.
 */
const SLOW_EFFECTIVE_TYPES: readonly string[] = ['slow-2g', '2g', '3g'];

/** Whether the slow-network image rules apply to this connection; false when the browser does not say. */
export function isSlowConnection(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || (connection.effectiveType !== undefined && SLOW_EFFECTIVE_TYPES.includes(connection.effectiveType));
}

/**
 * Tells `onChange` whether the connection is slow now, and again whenever the browser's estimate
 * or the visitor's data saver changes. Returns the unsubscribe.
 */
export function followSlowNetwork(navigator: Navigator, onChange: (slow: boolean) => void): () => void {
  const connection = (navigator as Navigator & { connection?: WatchedConnection }).connection;
  onChange(isSlowConnection(connection));
  if (!connection?.addEventListener) return () => {};
  const listener = () => onChange(isSlowConnection(connection));
  connection.addEventListener('change', listener);
  return () => connection.removeEventListener?.('change', listener);
}
