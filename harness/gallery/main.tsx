/**
 * The component gallery: `window.mount({ story, props })` renders a story from stories/ into
 * #root, `window.unmount()` removes it. Playwright's built-in `mount` fixture drives it
 * (tests/components). Props `mode`, `viewport` and `flags` set the story environment; the rest
 * go to the story. Without a mount call it shows an index of every story, grouped and searchable
 * (GalleryIndex; ?story=id opens one, with `mode`, `viewport` (mobile or desktop) and `flags` read
 * by the harness's one query parser).
 */
import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { StoryEnvironmentProvider, type StoryEnvironment } from '../../stories/support/environment';
import { loadSandbox } from '../lazy-sandbox';
import { galleryProducts } from './seed';
import { storyFile, storyModulePath, type StoryFile } from './stories';
import { GalleryIndex } from './GalleryIndex';
import { preloadPageFonts } from '../../runtime/font-preload';
import { fixedViewport, parseRuntimeQuery } from '../url-state';
// Nearly every story renders through StorySite: loading it (the page loader, <Site>, the registry)
// with the gallery, in parallel, spares each mount a chain of lazy chunks one after another.
import { storyPartsReady } from '../../stories/support/StorySite';

preloadPageFonts(document);

type StoryModule = Record<string, unknown>;
const modules = import.meta.glob<StoryModule>('/stories/**/*.stories.tsx');
// The sandbox's code loads beside the gallery's; a story mounts once the worker listens. (Not
// waiting raced the worker's start against the story's first requests: Chromium then reported an
// image twice, and a page the worker began to control mid-mount lost its evaluate.)
const sandboxReady = loadSandbox()
  .then((start) => start(galleryProducts))
  // A handle for the browser tests (the leads a form sent, fault rules), as the harness frame has.
  .then((sandbox) => Object.assign(window, { __sandbox: sandbox }));

let root: Root | null = null;

interface MountParams {
  story: string;
  props?: Record<string, unknown>;
}

async function mount({ story, props = {} }: MountParams): Promise<void> {
  const location = storyModulePath(story);
  const load = location ? modules[location.path] : undefined;
  if (!location || !load) throw new Error(`Unknown story "${story}". Known files: ${Object.keys(modules).join(', ')}`);
  const module = await load();
  const Story = module[location.exportName] as ComponentType<Record<string, unknown>> | undefined;
  if (typeof Story !== 'function') throw new Error(`Story "${story}" is not exported by ${location.path}`);
  await sandboxReady;
  const { mode = 'preview', viewport, flags, ...storyProps } = props as Partial<StoryEnvironment> & Record<string, unknown>;
  document.getElementById('gallery-title')!.textContent = `Story ${story}`;
  root ??= createRoot(document.getElementById('root')!);
  const environment: StoryEnvironment = { mode, viewport, flags };
  // Render synchronously so the fixture's locator sees the story as soon as mount() resolves.
  flushSync(() =>
    root!.render(
      <StoryEnvironmentProvider value={environment}>
        <Story {...storyProps} />
      </StoryEnvironmentProvider>,
    ),
  );
  // A story through StorySite waits, unseen, for the code of its page's on-demand parts; once that
  // is there React renders it at once (the same urgent update), and this flush commits it.
  await storyPartsReady();
  flushSync(() => undefined);
}

async function unmount(): Promise<void> {
  root?.unmount();
  root = null;
}

Object.assign(window, { mount, unmount });

/** Every story file, loaded side by side: the index needs each one's exports to list its states. */
const loadStoryFiles = async (): Promise<StoryFile[]> => Promise.all(Object.entries(modules).map(async ([path, load]) => storyFile(path, await load())));

function showIndex() {
  // The title heading, hidden while a story is mounted, heads the index where people read it.
  const title = document.getElementById('gallery-title')!;
  title.classList.replace('gallery-title', 'gallery-index__title');
  createRoot(document.getElementById('root')!).render(<GalleryIndex load={loadStoryFiles} />);
}

const requested = new URLSearchParams(window.location.search);
const requestedStory = requested.get('story');
if (requestedStory) {
  const query = parseRuntimeQuery(requested);
  void mount({ story: requestedStory, props: { mode: query.mode, flags: query.flags, viewport: fixedViewport(query) } });
}
// Playwright's mount fixture opens the gallery bare and mounts a story: loading every story file for
// an index nobody reads would slow each component test, so under automation only `?index` shows it.
else if (!navigator.webdriver || requested.has('index')) showIndex();
