/**
 * What every part of a page (section, section background, element, widget, modal) is wrapped in:
 * - a broken part (failed validation) shows an error box in admin and nothing to visitors;
 * - a part that throws while rendering is caught the same way, so the rest of the page works;
 * - so is a part whose code did not load (offline, a deploy that removed its chunk), which imports
 *   its code again when it is shown again: mounted anew at once, re-rendered (new data, a mode
 *   switch) once the failure is a few seconds old (platform/cached-import.ts);
 * - a part hidden for the current viewport is marked in admin and removed for visitors;
 * - a registered type whose behaviour is not built yet shows an error box naming it, in admin only.
 */
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { isHiddenHere, type Viewport } from '../core/policies';
import type { MessageKey } from '../platform/i18n';
import type { BrokenPart, PageIssue } from '../page/parse-page';
import type { Hidden } from '../page/page-schema';
import { usePolicy, useRuntimeBasics, useViewport } from '../core/runtime-context';
import { failedImportCaught, failedImportCoolingDown, isFailedImport } from '../platform/cached-import';

type PartKind = 'section' | 'background' | 'element' | 'widget' | 'modal';

function ErrorBox({ kind, label, issues }: { kind: PartKind; label: string; issues: PageIssue[] }) {
  const { t } = useRuntimeBasics();
  return (
    <div className="rt-error-box" role="alert" data-part-error={kind}>
      <strong className="rt-error-box__title">
        {t('runtime::broken_part', { what: kind })}: {label}
      </strong>
      <ul className="rt-error-box__list">
        {issues.map((issue, index) => (
          <li key={index}>
            <code>{issue.path}</code> — {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

function partLabel(type: string | undefined, id: string | undefined): string {
  return [type ?? 'unknown type', id ? `#${id}` : ''].filter(Boolean).join(' ');
}

/** A part that failed validation: a box in admin, nothing in preview/run, one log line everywhere. */
export function BrokenPartBox({ part, kind }: { part: BrokenPart; kind: PartKind }) {
  const { services } = useRuntimeBasics();
  const adminNotes = usePolicy('adminNotes');
  useEffect(() => {
    services.log.warn(`broken ${kind} ${partLabel(part.type, part.id)} at ${part.path}`, part.issues);
    services.events.emit('part:broken', { path: part.path, ...(part.type ? { type: part.type } : {}) });
  }, [part, kind, services]);
  if (!adminNotes) return null;
  return <ErrorBox kind={kind} label={partLabel(part.type, part.id)} issues={part.issues} />;
}

interface BoundaryProps {
  kind: PartKind;
  label: string;
  path: string;
  /** Policy adminNotes: the owner sees an error box, visitors nothing. */
  adminNotes: boolean;
  onError(error: Error, info: ErrorInfo): void;
  children: ReactNode;
}

/** React still needs a class for error boundaries (the other one in the runtime is a special form field's, fields/lazy-fields.tsx). */
class PartBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError(error, info);
    // The failure is shown now: if the part's code did not load, its next render imports it again.
    failedImportCaught(error);
  }
  override componentDidUpdate(previous: BoundaryProps) {
    // A mode switch or new data gives the part another chance (code that did not load, another
    // import), but not while its failed import cools down: a boundary re-renders with its parent,
    // many times a second while the owner edits, and a chunk a deploy removed was asked each time.
    const { error } = this.state;
    if (error && previous.children !== this.props.children && !failedImportCoolingDown(error)) this.setState({ error: null });
  }
  override render() {
    if (!this.state.error) return this.props.children;
    if (!this.props.adminNotes) return null;
    return <ErrorBox kind={this.props.kind} label={this.props.label} issues={[{ path: this.props.path, message: this.state.error.message }]} />;
  }
}

export function PartGuard({ kind, type, id, path, children }: { kind: PartKind; type: string; id: string; path: string; children: ReactNode }) {
  const { services } = useRuntimeBasics();
  const adminNotes = usePolicy('adminNotes');
  const label = partLabel(type, id);
  return (
    <PartBoundary kind={kind} label={label} path={path} adminNotes={adminNotes} onError={(error) => services.log.error(isFailedImport(error) ? `${kind} ${label}: its code could not be loaded` : `${kind} ${label} failed to render`, error)}>
      {children}
    </PartBoundary>
  );
}

/**
 * Applies the hidden-for-viewport policy. `render` gets the class names the part's own wrapper
 * must carry; in admin a hidden part keeps its place and gets a visible "hidden" mark.
 */
export function HiddenGate({ hidden, children }: { hidden: Hidden | undefined; children: (marked: boolean) => ReactNode }) {
  const viewport = useViewport();
  const policy = usePolicy('hiddenElement');
  if (!isHiddenHere(hidden, viewport)) return children(false);
  return policy === 'removed' ? null : children(true);
}

/** Viewport names in the page's language (issue 19.6: no «Скрыто на mobile»). */
const VIEWPORT_NAME_KEYS = { mobile: 'runtime::viewport::mobile', desktop: 'runtime::viewport::desktop' } as const satisfies Record<Viewport, MessageKey>;

export function HiddenBadge() {
  const { t } = useRuntimeBasics();
  const viewport = useViewport();
  return (
    <span className="rt-hidden-badge" data-hidden-badge>
      {t('runtime::hidden_on', { viewport: t(VIEWPORT_NAME_KEYS[viewport]) })}
    </span>
  );
}

/**
 * A registered part whose behaviour is not built yet (issue 19.1): an error box in admin naming it
 * (type and id), so a page never shows an owner nothing in its place; nothing for visitors.
 */
export function NotImplementedBox({ kind, type, id }: { kind: PartKind; type: string; id?: string }) {
  const { t } = useRuntimeBasics();
  const adminNotes = usePolicy('adminNotes');
  if (!adminNotes) return null;
  return (
    <div className="rt-error-box" role="alert" data-not-implemented={type} data-part-kind={kind}>
      <strong className="rt-error-box__title">{t('runtime::not_implemented', { type: partLabel(type, id) })}</strong>
    </div>
  );
}
