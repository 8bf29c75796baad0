/** Messages between the harness shell and its preview frame (same origin, postMessage). */
import type { PageIssue } from '../runtime/page/parse-page';
import type { Mode, ResolvedContext, RuntimeFlags } from '../runtime/core/policies';
import type { EditorAction, EditorTargets } from './editor-actions';
import type { LogEntry } from '../sandbox/log';
import type { SandboxLead } from '../sandbox/leads';
import type { VariantChange } from '../sandbox/catalogue-changes';
import type { FaultRule } from '../sandbox/faults';
import type { FakeCaptchaBehaviour } from '../sandbox/fake-captcha';
import type { StockStatus } from '../runtime/cart/stock';
import type { ClockState } from './frame/steppable-clock';
import type { SiteStateReport, SiteStorage } from './site-state';

/** What the Clock panel asks of the frame's held clock. */
export type ClockCommand = { kind: 'pause' } | { kind: 'resume' } | { kind: 'step'; ms: number } | { kind: 'next' } | { kind: 'rate'; rate: number };

/** What the State panel asks of the frame: both clear the storage the runtime wrote for the site and reload the frame; `load` first writes a saved state's storage. */
export type StateCommand = { kind: 'reset' } | { kind: 'load'; storage: SiteStorage };

/** One rule axe-core found violated in the frame's document (the Accessibility panel). */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  /** axe's selector of each element that violates it, in the frame's document. */
  targets: string[];
}

/** What the Accessibility panel asks of the frame: run axe on its document, or show one element. */
export type AxeCommand = { kind: 'run' } | { kind: 'highlight'; selector: string };

/** The outcome of an axe run in the frame. */
export type AxeOutcome = { kind: 'done'; violations: AxeViolation[]; at: number } | { kind: 'failed'; message: string };

/** One line of the visitor's cart as the shell's Cart panel shows it. */
export interface CartLine {
  id: string;
  productId: string;
  variantId: string;
  title: string;
  options: string;
  count: number;
  price: number | null;
  /** Stock; -1 unlimited. */
  quantity: number;
  status: StockStatus;
}

/** What the sandbox logged for one request (sandbox/log.ts). */
export type RequestLogEntry = LogEntry;

/** A lead the sandbox got (sandbox/leads.ts). */
export type LeadEntry = SandboxLead;

/**
 * The sandbox's lead rules QA sets from the Leads and Orders panels: the shop dropped its
 * shipping methods (orders get 409 "Shipping not found"), the server asks for a captcha, and how
 * the fake captcha answers (pass, fail, expire, or never load).
 */
export interface LeadRulesState {
  shippingGone: boolean;
  captcha: 'visible' | 'invisible' | null;
  captchaBehaviour: FakeCaptchaBehaviour;
}

export type ShellToFrame =
  | {
      type: 'render';
      mode: Mode;
      flags: RuntimeFlags;
      /** A page JSON to show instead of the scenario's page; null for the scenario's own. */
      pageText: string | null;
    }
  | { type: 'editor-action'; action: EditorAction }
  /**
   * The sandbox's fault rules from the Faults panel: they replace the rules set before, a rule sent
   * again unchanged keeping its state (a used-up "once" stays used up) unless its `match` is in
   * `rearm` (Arm again).
   */
  | { type: 'faults'; rules: FaultRule[]; rearm?: string[] }
  /** QA changes a variant's price or stock in the sandbox's shop (seen at the cart's next refresh). */
  | { type: 'sandbox-change'; variantId: string; change: VariantChange }
  /** The Leads panel: the shop has dropped its shipping methods (orders naming one get 409 "Shipping not found"). */
  | { type: 'lead-rules'; rules: Partial<LeadRulesState> }
  /** The Clock panel: pause, resume, step or change the speed of the frame's held clock. */
  | { type: 'clock'; command: ClockCommand }
  /** The State panel: reset the site's storage, or load a saved state (the frame reloads). */
  | { type: 'site-state'; command: StateCommand }
  /** The Accessibility panel: run axe-core in the frame, or highlight an element it named. */
  | { type: 'axe'; command: AxeCommand };

export type FrameToShell =
  | { type: 'ready' }
  /** The mode, viewport, flags and system reduced motion the page resolved: the Policies panel shows their policies. */
  | { type: 'context'; context: ResolvedContext }
  | { type: 'page-status'; fatal: boolean; issues: PageIssue[]; targets: EditorTargets }
  | { type: 'requests'; entries: RequestLogEntry[] }
  /** The `match` of each "once" fault the sandbox has used up (harness/fault-rules.ts usedUpFaults). */
  | { type: 'faults-used'; matches: string[] }
  | { type: 'leads'; leads: LeadEntry[]; rules: LeadRulesState }
  | { type: 'event'; name: string; payload: unknown; time: number }
  /** The visitor's cart, whenever it changes; `changed` the sandbox's variant changes so far. */
  | { type: 'cart'; lines: CartLine[]; open: boolean; changed: Record<string, VariantChange> }
  /** The held clock's state (paused, rate, pending timers), after each change and every second while it runs. */
  | { type: 'clock'; state: ClockState }
  /** The site's stores and storage (the State panel), whenever they may have changed. */
  | { type: 'site-state'; state: SiteStateReport }
  /** An axe run's outcome (the Accessibility panel). */
  | { type: 'axe'; outcome: AxeOutcome }
  /** The frame crashed (a render error no part of the page caught, or a failed start): it shows the error and a Reload button. */
  | { type: 'crash'; message: string };

export const PROTOCOL_TAG = 'site-runtime-harness';

export function isMessage<T extends { type: string }>(data: unknown): data is T & { tag: typeof PROTOCOL_TAG } {
  return typeof data === 'object' && data !== null && (data as { tag?: unknown }).tag === PROTOCOL_TAG;
}
