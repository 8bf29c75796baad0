import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResolvedContext } from '../../runtime/core/policies';
import type { PageIssue } from '../../runtime/page/parse-page';
import type { EditorAction, EditorTargets } from '../editor-actions';
import { isMessage, PROTOCOL_TAG, type AxeCommand, type AxeOutcome, type CartLine, type ClockCommand, type FrameToShell, type LeadEntry, type LeadRulesState, type RequestLogEntry, type ShellToFrame, type StateCommand } from '../protocol';
import type { SiteStateReport } from '../site-state';
import type { VariantChange } from '../../sandbox/catalogue-changes';
import { faultRule, parseFaults, type ShellFault } from '../fault-rules';
import type { ShellState } from '../url-state';
import type { ClockState } from '../frame/steppable-clock';

const MAX_EVENTS = 200;

export interface FrameEvent {
  name: string;
  payload: unknown;
  time: number;
}

/** What the frame has told the shell about the site it shows. */
export interface FrameReport {
  issues: { fatal: boolean; list: PageIssue[] };
  targets: EditorTargets;
  requests: RequestLogEntry[];
  leads: LeadEntry[];
  /** The sandbox answers orders naming a shipping method 409 "Shipping not found". */
  leadRules: LeadRulesState;
  events: FrameEvent[];
  /** The context the site resolved; null until it says. */
  context: ResolvedContext | null;
  /** The visitor's cart and the sandbox's changed variants. */
  cart: { lines: CartLine[]; open: boolean; changed: Record<string, VariantChange> };
  /** The held clock's state; null while the frame runs on the real clock. */
  clock: ClockState | null;
  /** The site's stores and storage (the State panel); null until the frame reports them. */
  siteState: SiteStateReport | null;
  /** The last axe run's outcome (the Accessibility panel): `running` from the ask to the answer. */
  axe: AxeOutcome | { kind: 'running' } | null;
  /** Why the frame crashed; null while it has not (a reload that starts clears it). */
  crash: string | null;
  /** The `match` of each "once" fault the sandbox has used up (the Faults panel marks them). */
  usedFaults: string[];
}

const NOTHING_REPORTED: FrameReport = { issues: { fatal: false, list: [] }, targets: { bundles: [], sliders: [], modals: [], carts: [] }, requests: [], leads: [], leadRules: { shippingGone: false, captcha: null, captchaBehaviour: 'pass' }, events: [], context: null, cart: { lines: [], open: false, changed: {} }, clock: null, siteState: null, axe: null, crash: null, usedFaults: [] };

function reportWith(report: FrameReport, message: FrameToShell): FrameReport {
  switch (message.type) {
    case 'ready':
      // A frame that starts (again) has not crashed, an axe run of the page before it says nothing
      // of this one, and its sandbox arms every fault afresh.
      return { ...report, crash: null, axe: null, usedFaults: [] };
    case 'faults-used':
      return { ...report, usedFaults: message.matches };
    case 'site-state':
      return { ...report, siteState: message.state };
    case 'axe':
      return { ...report, axe: message.outcome };
    case 'crash':
      return { ...report, crash: message.message };
    case 'context':
      return { ...report, context: message.context };
    case 'page-status':
      return { ...report, issues: { fatal: message.fatal, list: message.issues }, targets: message.targets };
    case 'requests':
      return { ...report, requests: message.entries };
    case 'leads':
      return { ...report, leads: message.leads, leadRules: message.rules };
    case 'cart':
      return { ...report, cart: { lines: message.lines, open: message.open, changed: message.changed } };
    case 'clock':
      return { ...report, clock: message.state };
    case 'event':
      return { ...report, events: [{ name: message.name, payload: message.payload, time: message.time }, ...report.events].slice(0, MAX_EVENTS) };
  }
}

/**
 * The shell's side of the frame's messages: sends mode, flags and the page to show (again when
 * the frame says it is ready), editor actions; collects what the frame reports. What was
 * reported belongs to one scenario's site: a new scenario starts from nothing.
 */
export function useFrameChannel(state: ShellState, pageText: string | null) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [reported, setReported] = useState<{ scenario: string; report: FrameReport }>({ scenario: state.scenario, report: NOTHING_REPORTED });
  if (reported.scenario !== state.scenario) setReported({ scenario: state.scenario, report: NOTHING_REPORTED });

  const send = useCallback((message: ShellToFrame) => frame.current?.contentWindow?.postMessage({ ...message, tag: PROTOCOL_TAG }, location.origin), []);
  const sendRender = useCallback(() => send({ type: 'render', mode: state.mode, flags: state.flags, pageText }), [send, state.mode, state.flags, pageText]);
  useEffect(sendRender, [sendRender]);
  const sendFaults = useCallback(() => send({ type: 'faults', rules: parseFaults(state.faults ?? null).faults.map(faultRule) }), [send, state.faults]);
  useEffect(sendFaults, [sendFaults]);
  /** Arms a used-up "once" fault again: the list is the same, so only this says to. */
  const rearmFault = useCallback((fault: ShellFault) => send({ type: 'faults', rules: parseFaults(state.faults ?? null).faults.map(faultRule), rearm: [faultRule(fault).match] }), [send, state.faults]);

  const leadRules = useRef(NOTHING_REPORTED.leadRules);
  useEffect(() => {
    leadRules.current = reported.report.leadRules;
  }, [reported.report.leadRules]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow || !isMessage<FrameToShell>(event.data)) return;
      const message = event.data;
      if (message.type === 'ready') {
        sendRender();
        sendFaults();
        // The Leads and Orders panels' rules live in the frame's sandbox, which a reload (the State
        // panel, the clock, a crash's Reload) starts afresh: what the panels show is put back.
        send({ type: 'lead-rules', rules: leadRules.current });
      }
      setReported((current) => ({ ...current, report: reportWith(current.report, message) }));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [send, sendRender, sendFaults]);

  const sendEditorAction = useCallback((action: EditorAction) => send({ type: 'editor-action', action }), [send]);
  const sendSandboxChange = useCallback((variantId: string, change: VariantChange) => send({ type: 'sandbox-change', variantId, change }), [send]);
  const sendClock = useCallback((command: ClockCommand) => send({ type: 'clock', command }), [send]);
  const sendLeadRules = useCallback((rules: Partial<LeadRulesState>) => send({ type: 'lead-rules', rules }), [send]);
  const sendStateCommand = useCallback((command: StateCommand) => send({ type: 'site-state', command }), [send]);
  const sendAxe = useCallback(
    (command: AxeCommand) => {
      if (command.kind === 'run') setReported((current) => ({ ...current, report: { ...current.report, axe: { kind: 'running' } } }));
      send({ type: 'axe', command });
    },
    [send],
  );
  /** Reloads the frame from the shell: a crashed frame's own Reload may be gone with it. */
  const reloadFrame = useCallback(() => {
    setReported((current) => ({ ...current, report: { ...current.report, crash: null } }));
    frame.current?.contentWindow?.location.reload();
  }, []);
  return { frame, report: reported.scenario === state.scenario ? reported.report : NOTHING_REPORTED, rearmFault, sendEditorAction, sendSandboxChange, sendClock, sendLeadRules, sendStateCommand, sendAxe, reloadFrame };
}
