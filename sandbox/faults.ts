/**
 * Told-to-fail behaviour of the sandbox (DESIGN §4): status codes, 409 with settings, delays,
 * timeouts, offline, malformed answers. One catch-all handler, placed before the real ones,
 * applies the rule whose `match` is the longest prefix of the request path; a rule with only
 * `delayMs` delays and then lets the real handler answer.
 */
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { WritableLog } from './log.ts';

export interface FaultRule {
  /** Path prefix, e.g. '/api/ecommerce/products/' or '/' for everything. */
  match: string;
  status?: number;
  /** JSON body sent with `status`; defaults to `{ status: false, error: 'sandbox fault <status>' }`. */
  body?: unknown;
  delayMs?: number;
  /** Never answers: the client's own timeout (AbortSignal) is what ends the request. */
  timeout?: boolean;
  /** A network error (fetch rejects), as when the visitor is offline. */
  offline?: boolean;
  /** 200 with a body that claims to be JSON and is not. */
  malformed?: boolean;
  /** Applies this many times, then removes itself. */
  times?: number;
}

export interface FaultControl {
  /** Adds a rule; a rule with the same `match` is replaced, so toggles in the shell are idempotent. */
  set(rule: FaultRule): void;
  clear(): void;
  list(): readonly FaultRule[];
}

export const MALFORMED_BODY = '<html><body><h1>502 Bad Gateway</h1></body></html>';

export function createFaults(): FaultControl & { take(path: string): FaultRule | undefined } {
  let rules: FaultRule[] = [];
  return {
    set(rule) {
      rules = [...rules.filter((r) => r.match !== rule.match), { ...rule }];
    },
    clear() {
      rules = [];
    },
    list: () => rules.map((rule) => ({ ...rule })),
    /** The rule for this path, counting one use of it. */
    take(path) {
      const rule = rules.filter((r) => path.startsWith(r.match)).sort((a, b) => b.match.length - a.match.length)[0];
      if (!rule) return undefined;
      if (rule.times !== undefined) {
        const left = rule.times - 1;
        rules = left > 0 ? rules.map((r) => (r === rule ? { ...r, times: left } : r)) : rules.filter((r) => r !== rule);
      }
      return rule;
    },
  };
}

function describe(rule: FaultRule): string {
  const parts = [
    rule.delayMs ? `delay ${rule.delayMs} ms` : '',
    rule.timeout ? 'timeout' : '',
    rule.offline ? 'offline' : '',
    rule.malformed ? 'malformed' : '',
    rule.status ? `status ${rule.status}` : '',
  ].filter(Boolean);
  return `fault (${rule.match}): ${parts.join(', ') || 'no effect'}`;
}

export function faultHandler(faults: ReturnType<typeof createFaults>, log: WritableLog): RequestHandler {
  return http.all('*', async ({ request, requestId }) => {
    const rule = faults.take(new URL(request.url).pathname);
    if (!rule) return undefined;
    log.annotate(requestId, describe(rule));
    if (rule.delayMs) await delay(rule.delayMs);
    if (rule.timeout) await delay('infinite');
    if (rule.offline) return HttpResponse.error();
    if (rule.malformed) {
      return new HttpResponse(MALFORMED_BODY, { status: 200, headers: { 'content-type': 'application/json' } });
    }
    if (rule.status) {
      return HttpResponse.json(rule.body ?? { status: false, error: `sandbox fault ${rule.status}` }, { status: rule.status });
    }
    // Delay only: fall through to the real handlers.
    return undefined;
  });
}
