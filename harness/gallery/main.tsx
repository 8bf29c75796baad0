/**
 * The component gallery: `window.mount({ story, props })` renders a story from stories/ into
 * #root, `window.unmount()` removes it. Playwright's built-in `mount` fixture drives it
 * (tests/components). Props `mode`, `viewport` and `flags` set the story environment; the rest
 * go to the story. Without a mount call it shows an index of every story, grouped and searchable
 * (GalleryIndex; ?story=id opens one, with `mode`, `viewport` (mobile or desktop) and `flags` read
 * by the harness's one query parser). A story it cannot show, one that does not exist or one that
 * throws as it renders, leaves a message and a link back to the index in #root (StoryFailure) and an
 * error in the console.
 */
import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { StoryEnvironmentProvider, type StoryEnvironment } from '../../stories/support/environment';
import { loadSandbox } from '../lazy-sandbox';
import { galleryProducts } from './seed';
import { galleryIndexHref, storyFile, storyIdsOf, storyModulePath, type StoryFile } from './stories';
import { GalleryIndex } from './GalleryIndex';
import { StoryFailure } from './StoryFailure';
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
/** The story the root shows, named by the failure view should it throw as it renders. */
let mountedStory = '';

/** A story id the gallery has no story for: `problem` is what the page says; the message adds, for a test's author, the stories there are. */
class StoryNotFound extends Error {
  constructor(
    readonly problem: string,
    known: string,
  ) {
    super(`${problem} ${known}`);
    this.name = 'StoryNotFound';
  }
}

function storyRoot(): Root {
  root ??= createRoot(document.getElementById('root')!, {
    // React has taken down the tree of a story that threw as it rendered: say why rather than go blank.
    onUncaughtError: (error) => {
      console.error(error);
      const story = mountedStory;
      queueMicrotask(() => showStoryFailure(story, error));
    },
  });
  return root;
}

function showStoryFailure(story: string, error: unknown) {
  const problem = error instanceof StoryNotFound ? error.problem : `It failed: ${error instanceof Error ? error.message : String(error)}`;
  document.getElementById('gallery-title')!.textContent = `Story ${story}`;
  storyRoot().render(<StoryFailure story={story} problem={problem} indexHref={galleryIndexHref(window.location.search)} />);
}

async function loadStory(story: string): Promise<ComponentType<Record<string, unknown>>> {
  const location = storyModulePath(story);
  const load = location ? modules[location.path] : undefined;
  if (!location || !load) throw new StoryNotFound(`Unknown story "${story}": stories/ has no such story file.`, `Known files: ${Object.keys(modules).join(', ')}`);
  const module = await load();
  const Story = module[location.exportName] as ComponentType<Record<string, unknown>> | undefined;
  if (typeof Story !== 'function') throw new StoryNotFound(`Story "${story}" is not exported by ${location.path}.`, `Its stories: ${storyIdsOf(location.path, Object.keys(module)).join(', ')}`);
  return Story;
}

interface MountParams {
  story: string;
  props?: Record<string, unknown>;
}

async function mount({ story, props = {} }: MountParams): Promise<void> {
  const Story = await loadStory(story);
  await sandboxReady;
  const { mode = 'preview', viewport, flags, ...storyProps } = props as Partial<StoryEnvironment> & Record<string, unknown>;
  document.getElementById('gallery-title')!.textContent = `Story ${story}`;
  mountedStory = story;
  // The story's id keys its site's storage: nothing a story left there shows in the next one mounted.
  const environment: StoryEnvironment = { mode, viewport, flags, story };
  // Render synchronously so the fixture's locator sees the story as soon as mount() resolves.
  flushSync(() =>
    storyRoot().render(
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
  mount({ story: requestedStory, props: { mode: query.mode, flags: query.flags, viewport: fixedViewport(query) } }).catch((error: unknown) => {
    console.error(error);
    showStoryFailure(requestedStory, error);
  });
}
// Playwright's mount fixture opens the gallery bare and mounts a story: loading every story file for
// an index nobody reads would slow each component test, so under automation only `?index` shows it.
else if (!navigator.webdriver || requested.has('index')) showIndex();
