/**
 * The sandbox faults QA sets from the shell's Faults panel (issue 16.3), kept in the address so a
 * link reproduces the case: `faults=products.status.500.once,leads.timeout,images.delay.3000`.
 * Each entry is an endpoint, a fault kind, the kind's number (delay in ms, HTTP status) and
 * optionally `once`. Pure: read and written here, applied by the frame to the sandbox's rules.
 */
import { DISCOUNTS_PATH, IMAGE_PATH_PREFIX, METADATA_PATH, PAY_AJAX_PATH, PRODUCTS_PATH, PROMOCODE_PATH, UPLOAD_PATH, VIDEO_PATH_PREFIX } from '../runtime/platform/api-paths';
import type { FaultControl, FaultRule } from '../sandbox/faults';

/** The sandbox endpoints a fault can be set on, by the path prefix the sandbox matches. */
export const FAULT_ENDPOINTS = {
  products: { label: 'Products', match: PRODUCTS_PATH },
  pay: { label: 'Pay', match: PAY_AJAX_PATH },
  promocode: { label: 'Promocode', match: PROMOCODE_PATH },
  discounts: { label: 'Discount list', match: DISCOUNTS_PATH },
  metadata: { label: 'Metadata (countries, states)', match: METADATA_PATH },
  // Lead routes carry the project and form ids after this prefix.
  leads: { label: 'Leads (forms)', match: '/api/projects/' },
  uploads: { label: 'Uploads', match: UPLOAD_PATH },
  images: { label: 'Images', match: IMAGE_PATH_PREFIX },
  video: { label: 'Video files', match: VIDEO_PATH_PREFIX },
} as const;
export type FaultEndpoint = keyof typeof FAULT_ENDPOINTS;

export const FAULT_KINDS = {
  delay: 'Latency (ms)',
  status: 'Error status',
  timeout: 'Timeout (never answers)',
  offline: 'Offline (network error)',
  malformed: 'Malformed answer',
} as const;
export type FaultKind = keyof typeof FAULT_KINDS;

export interface ShellFault {
  endpoint: FaultEndpoint;
  kind: FaultKind;
  /** Milliseconds for `delay`, the HTTP status for `status`; absent for the others. */
  value?: number;
  once: boolean;
}

const isEndpoint = (value: string): value is FaultEndpoint => Object.hasOwn(FAULT_ENDPOINTS, value);
const isKind = (value: string): value is FaultKind => Object.hasOwn(FAULT_KINDS, value);
const MAX_DELAY_MS = 600_000;

/** The number a kind needs, checked: a delay of 1 ms to 10 min, a status of 400–599. Null: wrong or missing. */
export function faultValue(kind: FaultKind, value: number | undefined): number | undefined | null {
  if (kind === 'delay') return value !== undefined && Number.isInteger(value) && value >= 1 && value <= MAX_DELAY_MS ? value : null;
  if (kind === 'status') return value !== undefined && Number.isInteger(value) && value >= 400 && value <= 599 ? value : null;
  return undefined;
}

/** Reads `faults=`; an entry that is not understood is left out and named in `ignored`. One fault per endpoint: the last wins. */
export function parseFaults(text: string | null): { faults: ShellFault[]; ignored: string[] } {
  const byEndpoint = new Map<FaultEndpoint, ShellFault>();
  const ignored: string[] = [];
  for (const entry of (text ?? '').split(',').filter(Boolean)) {
    const parts = entry.split('.');
    const once = parts.at(-1) === 'once';
    if (once) parts.pop();
    const [endpoint = '', kind = '', number, ...rest] = parts;
    const value = number === undefined ? undefined : /^\d+$/.test(number) ? Number(number) : NaN;
    const checked = isKind(kind) ? faultValue(kind, value) : null;
    if (!isEndpoint(endpoint) || !isKind(kind) || rest.length > 0 || checked === null || (checked === undefined && number !== undefined)) {
      ignored.push(entry);
      continue;
    }
    byEndpoint.set(endpoint, { endpoint, kind, ...(checked !== undefined ? { value: checked } : {}), once });
  }
  return { faults: [...byEndpoint.values()], ignored };
}

export function serializeFaults(faults: readonly ShellFault[]): string {
  return faults.map((fault) => [fault.endpoint, fault.kind, ...(fault.value !== undefined ? [fault.value] : []), ...(fault.once ? ['once'] : [])].join('.')).join(',');
}

/** The sandbox's rule for a fault. */
export function faultRule(fault: ShellFault): FaultRule {
  const rule: FaultRule = { match: FAULT_ENDPOINTS[fault.endpoint].match, ...(fault.once ? { times: 1 } : {}) };
  switch (fault.kind) {
    case 'delay':
      return { ...rule, delayMs: fault.value };
    case 'status':
      return { ...rule, status: fault.value };
    case 'timeout':
      return { ...rule, timeout: true };
    case 'offline':
      return { ...rule, offline: true };
    case 'malformed':
      return { ...rule, malformed: true };
  }
}

/** How the panel names a fault: "Products: error status 500, once". */
export function describeFault(fault: ShellFault): string {
  const what = fault.kind === 'delay' ? `latency ${fault.value} ms` : fault.kind === 'status' ? `error status ${fault.value}` : FAULT_KINDS[fault.kind].toLowerCase();
  return `${FAULT_ENDPOINTS[fault.endpoint].label}: ${what}${fault.once ? ', once' : ''}`;
}

/**
 * Puts the shell's rules in the sandbox. The shell sends its whole list on every change; a rule
 * it sent before and sends again unchanged keeps its state in the sandbox, so a "once" fault that
 * has been used up stays used up when QA sets another fault. `sent` is the list last applied
 * (empty in a frame that has just started: every rule is armed afresh). A rule whose `match` is
 * in `rearm` (QA's "Arm again", or the same fault set again) is armed afresh though unchanged.
 */
export function applyFaultRules(control: Pick<FaultControl, 'set' | 'clear' | 'list'>, sent: readonly FaultRule[], next: readonly FaultRule[], rearm: readonly string[] = []): void {
  const same = (a: FaultRule, b: FaultRule) => JSON.stringify(a) === JSON.stringify(b);
  const unchanged = next.filter((rule) => !rearm.includes(rule.match) && sent.some((old) => same(old, rule)));
  const kept = control.list().filter((live) => unchanged.some((rule) => rule.match === live.match));
  control.clear();
  for (const rule of kept) control.set(rule);
  for (const rule of next) if (!unchanged.includes(rule)) control.set(rule);
}

/**
 * The `match` of each counted rule (a "once" fault: `times`) the shell sent that the sandbox no
 * longer holds: used up. The Faults panel marks those, so QA sees that the fault has met its
 * request and will not meet another.
 */
export function usedUpFaults(live: readonly FaultRule[], sent: readonly FaultRule[]): string[] {
  return sent.filter((rule) => rule.times !== undefined && !live.some((held) => held.match === rule.match)).map((rule) => rule.match);
}
