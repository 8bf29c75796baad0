/**
 * The preview frame: runs the published runtime on a scenario's page, inside an iframe whose
 * width is the chosen viewport. Mode, flags and a custom page come from the shell by message,
 * so a switch re-renders the same tree without a reload. It also works alone:
 * frame.html?scenario=landing&mode=admin&flags=bot.
 */
import { StrictMode, useEffect, useMemo, useReducer, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Site, loadPage, createBrowserServices, createSiteStores, preloadPageFonts, type PageLoadResult } from '../../runtime';
import type { Mode, ResolvedContext, RuntimeFlags } from '../../runtime/core/policies';
import { findScenario, type ScenarioContent } from '../../scenarios';
import { loadSandbox } from '../lazy-sandbox';
import { createFakeScriptLoader } from '../../sandbox/fake-players';
import { isMessage, PROTOCOL_TAG, type FrameToShell, type ShellToFrame } from '../protocol';
import { PageProblems } from './PageProblems';
import { EditorChip } from './EditorChip';
import { applyEditorAction, editorTargets, type EditorAction } from '../editor-actions';
import { DEFAULT_STATE, parseRuntimeQuery } from '../url-state';

const query = parseRuntimeQuery(location.search);
const scenario = findScenario(query.scenario ?? DEFAULT_STATE.scenario);
// Set by start() before the first render.
let content: ScenarioContent = { page: null, seed: { projectId: '', products: [], categories: [] } };

function post(message: FrameToShell) {
  if (window.parent !== window) window.parent.postMessage({ ...message, tag: PROTOCOL_TAG }, location.origin);
}

/** The shell's Policies panel shows the policies of the context the site resolved. */
const postContext = (context: ResolvedContext) => post({ type: 'context', context });

interface PageState {
  pageText: string | null;
  /** The page shown: the scenario's or the custom text's, after the harness's editor actions. */
  rawPage: unknown;
}
type PageEvent = { type: 'text'; pageText: string | null } | { type: 'edit'; action: EditorAction };

function parsePageText(pageText: string | null): unknown {
  if (pageText === null) return content.page;
  try {
    return JSON.parse(pageText) as unknown;
  } catch {
    return pageText; // loadPage reports it as unreadable
  }
}

/** A new page text starts over; an editor action edits the page being shown (the site and its stores stay). */
function pageReducer(state: PageState, event: PageEvent): PageState {
  if (event.type === 'text') return event.pageText === state.pageText ? state : { pageText: event.pageText, rawPage: parsePageText(event.pageText) };
  return { ...state, rawPage: applyEditorAction(state.rawPage, event.action) };
}

function Frame() {
  const [mode, setMode] = useState<Mode>(query.mode);
  const [flags, setFlags] = useState<RuntimeFlags>(query.flags);
  const [{ pageText, rawPage }, dispatchPage] = useReducer(pageReducer, { pageText: null, rawPage: content.page });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || !isMessage<ShellToFrame>(event.data)) return;
      const message = event.data;
      if (message.type === 'editor-action') {
        if (message.action.kind !== 'jump-to-slide' && message.action.kind !== 'open-modal' && message.action.kind !== 'cart') dispatchPage({ type: 'edit', action: message.action });
        return;
      }
      setMode(message.mode);
      setFlags(message.flags);
      dispatchPage({ type: 'text', pageText: message.pageText });
    };
    window.addEventListener('message', onMessage);
    post({ type: 'ready' });
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const loaded: PageLoadResult = useMemo(() => loadPage(rawPage), [rawPage]);
  // A new page is a new site: fresh services and stores. Mode and flags keep them.
  const site = useMemo(
    () => {
      // The sandbox cannot reach the video providers: their player scripts are stood in by fakes with the same surface.
      const services = createBrowserServices(window, `${scenario.id}:${pageText === null ? 'scenario' : 'custom'}`, { scripts: createFakeScriptLoader(window) });
      return { services, stores: createSiteStores(services.storage) };
    },
    [pageText],
  );
  // Everything the page emits is shown in the shell's Events panel.
  useEffect(() => site.services.events.onAny((name, payload) => post({ type: 'event', name, payload, time: Date.now() })), [site]);

  const targets = useMemo(() => editorTargets(rawPage), [rawPage]);
  useEffect(() => {
    post({ type: 'page-status', fatal: !loaded.ok, issues: loaded.issues, targets });
  }, [loaded, targets]);

  // Jumping to a slide talks to the slider through the site's event bus; a modal opens through the site's dialog service.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || !isMessage<ShellToFrame>(event.data) || event.data.type !== 'editor-action') return;
      const { action } = event.data;
      if (action.kind === 'jump-to-slide') site.services.events.emit('editor:jump-to-slide', { elementId: action.elementId, index: action.index });
      if (action.kind === 'open-modal') site.stores.modals.getState().open(action.modalId);
      if (action.kind === 'cart') site.services.events.emit('editor:cart', { open: action.open });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [site]);
  // A handle for the browser tests and for poking around in devtools.
  useEffect(() => {
    Object.assign(window, { __site: site });
  }, [site]);

  if (!loaded.ok) return <PageProblems issues={loaded.issues} />;
  return (
    <>
      <Site page={loaded} mode={mode} flags={flags} services={site.services} stores={site.stores} onContext={postContext} />
      {mode === 'admin' && targets.bundles.length > 0 && <EditorChip />}
    </>
  );
}

async function start() {
  preloadPageFonts(document);
  // The scenario's page and seed, and the mock backend's code, load side by side; the page renders
  // once the sandbox listens, so the Requests panel sees its very first request.
  const [scenarioContent, startSandbox] = await Promise.all([scenario.load(), loadSandbox()]);
  content = scenarioContent;
  const sandbox = await startSandbox(content.seed);
  sandbox.log.subscribe(() => post({ type: 'requests', entries: sandbox.log.entries() }));
  Object.assign(window, { __sandbox: sandbox });
  createRoot(document.getElementById('site')!).render(
    <StrictMode>
      <Frame />
    </StrictMode>,
  );
}

void start();
