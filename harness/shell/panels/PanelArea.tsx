import type { EditorAction } from '../../editor-actions';
import { PANELS, type Panel, type ShellState } from '../../url-state';
import { PANEL_LABELS } from '../labels';
import type { FrameReport } from '../use-frame-channel';
import type { LeadRulesState } from '../../protocol';
import { EditorPanel } from './EditorPanel';
import { EventsPanel } from './EventsPanel';
import { PoliciesPanel } from './PoliciesPanel';
import { ProblemsPanel } from './ProblemsPanel';
import { RequestsPanel } from './RequestsPanel';
import { LeadsPanel, OrdersPanel } from './LeadsPanel';
import { CartPanel } from './CartPanel';
import { FaultsPanel } from './FaultsPanel';
import { ClockPanel } from './ClockPanel';
import { StatePanel } from './StatePanel';
import { AccessibilityPanel } from './AccessibilityPanel';
import type { AxeCommand, ClockCommand, StateCommand } from '../../protocol';
import { parseFaults, type ShellFault } from '../../fault-rules';
import type { VariantChange } from '../../../sandbox/catalogue-changes';
import { rovingChoice } from '../roving-choice';

/** The panel tabs beside the page, and the chosen panel (one component per panel). */
export function PanelArea({
  state,
  report,
  onChoose,
  onEditorAction,
  onSandboxChange,
  onLeadRules,
  onFaults,
  onRearmFault,
  onClock,
  onHoldClock,
  onStateCommand,
  onAxe,
}: {
  state: ShellState;
  report: FrameReport;
  onChoose(panel: Panel): void;
  onEditorAction(action: EditorAction): void;
  onSandboxChange(variantId: string, change: VariantChange): void;
  onLeadRules(rules: Partial<LeadRulesState>): void;
  onFaults(faults: ShellFault[]): void;
  /** Arms a used-up "once" fault again. */
  onRearmFault(fault: ShellFault): void;
  onClock(command: ClockCommand): void;
  /** Takes the frame's clock (true) or gives it back (false); either reloads the frame. */
  onHoldClock(held: boolean): void;
  /** Resets the site's storage, or loads a saved state; either reloads the frame. */
  onStateCommand(command: StateCommand): void;
  onAxe(command: AxeCommand): void;
}) {
  const { issues, requests } = report;
  const tabKeys = rovingChoice(PANELS, state.panel, onChoose);
  return (
    <aside className="shell__panel">
      <div className="shell__tabs" role="tablist">
        {PANELS.map((panel) => (
          <button key={panel} role="tab" aria-selected={state.panel === panel} className={state.panel === panel ? 'is-on' : ''} onClick={() => onChoose(panel)} {...tabKeys(panel)}>
            {PANEL_LABELS[panel]}
            {panel === 'problems' && issues.list.length > 0 && <span className="shell__count">{issues.list.length}</span>}
            {panel === 'faults' && state.faults && <span className="shell__count">{parseFaults(state.faults).faults.length}</span>}
            {panel === 'cart' && report.cart.lines.length > 0 && <span className="shell__count shell__count--muted">{report.cart.lines.length}</span>}
            {panel === 'clock' && report.clock?.paused && <span className="shell__count shell__count--muted">paused</span>}
            {panel === 'accessibility' && report.axe?.kind === 'done' && report.axe.violations.length > 0 && <span className="shell__count">{report.axe.violations.length}</span>}
            {panel === 'requests' && requests.length > 0 && <span className="shell__count shell__count--muted">{requests.length}</span>}
          </button>
        ))}
      </div>
      {/* Focusable: it scrolls, and a keyboard user scrolls it too. */}
      <div className="shell__panel-body" role="tabpanel" aria-label={PANEL_LABELS[state.panel]} tabIndex={0}>
        {state.panel === 'policies' && <PoliciesPanel context={report.context} />}
        {state.panel === 'problems' && <ProblemsPanel issues={issues} />}
        {state.panel === 'requests' && <RequestsPanel requests={requests} />}
        {state.panel === 'faults' && <FaultsPanel faults={parseFaults(state.faults ?? null).faults} ignored={state.ignoredFaults ?? []} usedUp={report.usedFaults} onChange={onFaults} onRearm={onRearmFault} />}
        {state.panel === 'leads' && <LeadsPanel leads={report.leads} rules={report.leadRules} onLeadRules={onLeadRules} />}
        {state.panel === 'orders' && <OrdersPanel leads={report.leads} shippingGone={report.leadRules.shippingGone} onShippingGone={(shippingGone) => onLeadRules({ shippingGone })} />}
        {state.panel === 'cart' && <CartPanel cart={report.cart} onChange={onSandboxChange} />}
        {state.panel === 'state' && <StatePanel scenario={state.scenario} state={report.siteState} onCommand={onStateCommand} />}
        {state.panel === 'accessibility' && <AccessibilityPanel outcome={report.axe} onCommand={onAxe} />}
        {state.panel === 'clock' && <ClockPanel held={state.clock !== undefined} clock={report.clock} onCommand={onClock} onHold={onHoldClock} />}
        {state.panel === 'editor' && <EditorPanel targets={report.targets} enabled={state.mode === 'admin'} onAction={onEditorAction} />}
        {state.panel === 'events' && <EventsPanel events={report.events} />}
      </div>
    </aside>
  );
}
