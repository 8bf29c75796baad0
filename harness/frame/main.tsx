/**
 * The preview frame: runs the published runtime on a scenario's page, inside an iframe whose
 * width is the chosen viewport. Mode, flags and a custom page come from the shell by message,
 * so a switch re-renders the same tree without a reload. It also works alone:
 * frame.html?scenario=landing&mode=admin&flags=bot.
 */
import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Site, loadPage, createBrowserServices, createSiteStores, type PageLoadResult } from '../../runtime';
import { FLAG_NAMES, MODES, NO_FLAGS, type Mode, type RuntimeFlags } from '../../runtime/core/policies';
import { findScenario } from '../../scenarios';
import { startBrowserSandbox } from '../backend/browser';
import { imageOriginals, videoOriginals } from '../backend/image-originals';
import { isMessage, PROTOCOL_TAG, type FrameToShell, type ShellToFrame } from '../protocol';
import { PageProblems } from './PageProblems';

const params = new URLSearchParams(location.search);
const scenario = findScenario(params.get('scenario') ?? 'landing');
const initialMode: Mode = (MODES as readonly string[]).includes(params.get('mode') ?? '') ? (params.get('mode') as Mode) : 'preview';
const initialFlags: RuntimeFlags = { ...NO_FLAGS };
for (const name of (params.get('flags') ?? '').split(',')) if ((FLAG_NAMES as readonly string[]).includes(name)) initialFlags[name as keyof RuntimeFlags] = true;

function post(message: FrameToShell) {
  if (window.parent !== window) window.parent.postMessage({ ...message, tag: PROTOCOL_TAG }, location.origin);
}

function Frame() {
  const [mode, setMode] = useState<Mode>(initialMode);
  const [flags, setFlags] = useState<RuntimeFlags>(initialFlags);
  const [pageText, setPageText] = useState<string | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || !isMessage<ShellToFrame>(event.data) || event.data.type !== 'render') return;
      setMode(event.data.mode);
      setFlags(event.data.flags);
      setPageText(event.data.pageText);
    };
    window.addEventListener('message', onMessage);
    post({ type: 'ready' });
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const loaded: PageLoadResult = useMemo(() => loadPage(pageText ?? scenario.page), [pageText]);
  // A new page is a new site: fresh services and stores. Mode and flags keep them.
  const site = useMemo(
    () => ({ services: createBrowserServices(window, `${scenario.id}:${pageText === null ? 'scenario' : 'custom'}`), stores: createSiteStores() }),
    [pageText],
  );
  // What the page emits is shown in the shell's Events panel.
  useEffect(() => {
    const names = ['button:action', 'link:blocked', 'part:broken', 'image:error'] as const;
    const offs = names.map((name) => site.services.events.on(name, (payload) => post({ type: 'event', name, payload, time: Date.now() })));
    return () => offs.forEach((off) => off());
  }, [site]);

  useEffect(() => {
    post({ type: 'page-status', fatal: !loaded.ok, issues: loaded.issues });
  }, [loaded]);
  // A handle for the browser tests and for poking around in devtools.
  useEffect(() => {
    Object.assign(window, { __site: site });
  }, [site]);

  if (!loaded.ok) return <PageProblems issues={loaded.issues} />;
  return <Site page={loaded} mode={mode} flags={flags} services={site.services} stores={site.stores} />;
}

async function start() {
  const sandbox = await startBrowserSandbox(scenario.seed, { imageOriginals, videoOriginals });
  sandbox.log.subscribe(() => post({ type: 'requests', entries: sandbox.log.entries() }));
  Object.assign(window, { __sandbox: sandbox });
  createRoot(document.getElementById('site')!).render(
    <StrictMode>
      <Frame />
    </StrictMode>,
  );
}

void start();
