// @vitest-environment jsdom
import { act } from 'react';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mode, RuntimeFlags } from '../../core/policies';
import { VideoSchema } from '../../page/page-schema';
import { RuntimeProvider } from '../../core/runtime-context';
import { createDetachedServices } from '../../core/services';
import { createSiteStores } from '../../site/site-stores';
import type { VisibilityFlags } from '../../platform/visibility';
import { drivenTracker } from '../../platform/driven-visibility.test-support';
import { VideoPlayer } from './VideoPlayer';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let view: RenderResult | null = null;
/** The rendered box (empty before the first show). */
let host: HTMLElement = document.body;
/** Renders, or re-renders the same tree. */
const show = (ui: ReactElement) => {
  if (view) view.rerender(ui);
  else view = render(ui);
  host = view.container;
};
beforeEach(() => {
  // jsdom has no media playback.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  view = null;
});

const NEAR: VisibilityFlags = { visible: true, nearScreen: true, onScreen: false, inView: false, inFocus: false };
const ON_SCREEN: VisibilityFlags = { visible: true, nearScreen: true, onScreen: true, inView: true, inFocus: true };

/** A poster whose alt text says what its video shows. */
const poster = (id: string, alt: string) => ({ id, ext: 'jpg', width: 1600, height: 1200, alt });

/** Runs `step` and waits, inside act, for what the player does asynchronously (adapter import, creation). */
const actUntil = (step: () => void, done: () => void) =>
  act(async () => {
    step();
    await vi.waitFor(done);
  });

describe('<VideoPlayer> in a page', () => {
  it('plays a custom file on click; the media store flag follows playback and is cleared when the player unmounts; errors are logged', async () => {
    const stores = createSiteStores();
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const services = createDetachedServices({ log });
    const render = (source: string) =>
      act(() =>
        show(
          <RuntimeProvider mode="run" viewport="desktop" services={services} stores={stores}>
            <VideoPlayer id="clip" video={VideoSchema.parse({ type: 'custom', source })} />
          </RuntimeProvider>,
        ),
      );
    render('/video/harbor-pour.webm');
    const box = host.querySelector<HTMLElement>('.rt-video')!;
    expect(box.dataset.state).toBe('poster');
    await actUntil(
      () => host.querySelector('button')!.click(),
      () => expect(host.querySelector('video')).not.toBeNull(),
    );
    const video = host.querySelector('video')!;
    act(() => void video.dispatchEvent(new Event('playing')));
    expect(box.dataset.state).toBe('playing');
    expect(stores.media.getState().playing).toEqual({ clip: true });
    act(() => void video.dispatchEvent(new Event('pause')));
    expect(stores.media.getState().playing).toEqual({});
    act(() => void video.dispatchEvent(new Event('playing')));
    expect(stores.media.getState().playing).toEqual({ clip: true });

    // A new source remounts the player: the old one is unmounted, and the flag with it.
    render('javascript:alert(1)');
    expect(stores.media.getState().playing).toEqual({});
    expect(host.querySelector('video')).toBeNull();
    await actUntil(
      () => host.querySelector('button')!.click(),
      () => expect(log.error).toHaveBeenCalledWith('video player (custom) failed', expect.objectContaining({ source: 'javascript:alert(1)' })),
    );
    expect(host.querySelector<HTMLElement>('.rt-video')!.dataset.state).toBe('error');
    expect(host.querySelector('button')).not.toBeNull();
  });

  it('an autoplay video created just below the screen, and paused there before it started, plays once it comes on screen', async () => {
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    // A real element reports its pause.
    vi.mocked(HTMLMediaElement.prototype.pause).mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'));
    });
    const { tracker, report } = drivenTracker();
    const services = createDetachedServices({ visibility: tracker });
    act(() =>
      show(
        <RuntimeProvider mode="run" viewport="desktop" services={services} stores={createSiteStores()}>
          <VideoPlayer id="clip" video={VideoSchema.parse({ type: 'custom', source: '/video/harbor-pour.webm', autoplay: true })} />
        </RuntimeProvider>,
      ),
    );
    // Near the screen, the autoplay creates the player (React renders when the step's act ends).
    act(() => report(NEAR));
    await actUntil(
      () => undefined,
      () => expect(host.querySelector('video')).not.toBeNull(),
    );
    const video = host.querySelector('video')!;
    // Its metadata arrives before it starts playing: below the screen it waits, paused.
    act(() => void video.dispatchEvent(new Event('loadedmetadata')));
    expect(host.querySelector<HTMLElement>('.rt-video')!.dataset.state).toBe('paused');
    const playsBefore = play.mock.calls.length;
    act(() => report(ON_SCREEN));
    expect(play.mock.calls.length).toBeGreaterThan(playsBefore);
  });
});

// WCAG 2.4.6: the media page has six players; a list of buttons that read "Play video" six times
// says nothing of which film each one plays.
describe('<VideoPlayer>: its buttons name the video', () => {
  it('two players whose posters say what they show have Play buttons named each with its own video', () => {
    act(() =>
      show(
        <RuntimeProvider mode="run" viewport="desktop" services={createDetachedServices()} stores={createSiteStores()}>
          <VideoPlayer id="a" video={VideoSchema.parse({ type: 'custom', source: '/video/a.webm', poster: poster('roastery', 'Our roaster, filmed on a Tuesday') })} />
          <VideoPlayer id="b" video={VideoSchema.parse({ type: 'youtube', source: 'aqz-KE-bpKQ', poster: poster('latte-art', 'The cupping morning') })} />
        </RuntimeProvider>,
      ),
    );
    expect([...host.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'))).toEqual([
      'Play video: Our roaster, filmed on a Tuesday',
      'Play video: The cupping morning',
    ]);
  });
});

describe('<VideoPlayer> across a mode switch (policy videoAutoplay applies at once)', () => {
  // A real element reports its playing and its pause.
  beforeEach(() => {
    vi.mocked(HTMLMediaElement.prototype.play).mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('playing'));
      return Promise.resolve();
    });
    vi.mocked(HTMLMediaElement.prototype.pause).mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'));
    });
  });

  /** A custom video (`video` is the schema's input) that `renderIn` renders, or renders again, in a mode. */
  function onScreenVideo(video: { autoplay: boolean; controls?: boolean }) {
    const { tracker, report } = drivenTracker();
    const services = createDetachedServices({ visibility: tracker });
    const stores = createSiteStores();
    const parsed = VideoSchema.parse({ type: 'custom', source: '/video/harbor-pour.webm', ...video });
    const renderIn = (mode: Mode, flags?: Partial<RuntimeFlags>) =>
      act(() =>
        show(
          <RuntimeProvider mode={mode} viewport="desktop" flags={flags} services={services} stores={stores}>
            <VideoPlayer id="clip" video={parsed} />
          </RuntimeProvider>,
        ),
      );
    return { renderIn, report, stores, state: () => host.querySelector<HTMLElement>('.rt-video')!.dataset.state };
  }

  it.each([
    ['the page switches to admin', 'admin', {}],
    ['a screenshot starts', 'run', { screenshot: true }],
  ] as const)('an autoplayed video goes back to its poster when %s, and autoplays again back in run', async (_, mode, flags) => {
    const { renderIn, report, stores, state } = onScreenVideo({ autoplay: true });
    renderIn('run');
    // On screen, the autoplay creates the player (React renders when the step's act ends).
    act(() => report(ON_SCREEN));
    await actUntil(
      () => undefined,
      () => expect(host.querySelector('video')).not.toBeNull(),
    );
    expect(state()).toBe('playing');

    renderIn(mode, flags);
    expect(state()).toBe('poster');
    expect(host.querySelector('video')).toBeNull();
    expect(stores.media.getState().playing).toEqual({});

    // Back in run, the autoplay creates the player again (React renders when the step's act ends).
    renderIn('run');
    await actUntil(
      () => undefined,
      () => expect(host.querySelector('video')).not.toBeNull(),
    );
    expect(state()).toBe('playing');
  });

  it('a video started with a click plays on in admin, autoplay or not', async () => {
    const { renderIn, report, state } = onScreenVideo({ autoplay: false });
    renderIn('run');
    act(() => report(ON_SCREEN));
    await actUntil(
      () => host.querySelector('button')!.click(),
      () => expect(host.querySelector('video')).not.toBeNull(),
    );
    expect(state()).toBe('playing');
    renderIn('admin');
    expect(state()).toBe('playing');
    expect(HTMLMediaElement.prototype.pause).not.toHaveBeenCalled();
  });

  it('an autoplayed video the visitor paused and played again with a click plays on in admin', async () => {
    // Without the player's own controls, our resume button plays it again.
    const { renderIn, report, state } = onScreenVideo({ autoplay: true, controls: false });
    renderIn('run');
    // On screen, the autoplay creates the player (React renders when the step's act ends).
    act(() => report(ON_SCREEN));
    await actUntil(
      () => undefined,
      () => expect(host.querySelector('video')).not.toBeNull(),
    );
    const video = host.querySelector('video')!;
    act(() => void video.pause());
    expect(state()).toBe('paused');
    act(() => host.querySelector<HTMLButtonElement>('.rt-video__play')!.click());
    expect(state()).toBe('playing');
    renderIn('admin');
    expect(state()).toBe('playing');
  });
});

// WCAG 2.4.3: a button of ours that goes with a change of phase must not drop the keyboard focus
// to the body (the next Tab would start from the top of the page); WCAG 2.2.2: a player without
// controls of its own can still be paused.
describe('<VideoPlayer>: the keyboard focus and our own controls', () => {
  // A real element reports its playing and its pause.
  beforeEach(() => {
    vi.mocked(HTMLMediaElement.prototype.play).mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('playing'));
      return Promise.resolve();
    });
    vi.mocked(HTMLMediaElement.prototype.pause).mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'));
    });
  });

  function showVideo(video: { controls?: boolean; autoplay?: boolean; poster?: ReturnType<typeof poster> }) {
    const { tracker, report } = drivenTracker();
    act(() =>
      show(
        <RuntimeProvider mode="run" viewport="desktop" services={createDetachedServices({ visibility: tracker })} stores={createSiteStores()}>
          <VideoPlayer id="clip" video={VideoSchema.parse({ type: 'custom', source: '/video/harbor-pour.webm', ...video })} />
        </RuntimeProvider>,
      ),
    );
    // On screen: a player off it is paused (an autoplay one is created by this).
    act(() => report(ON_SCREEN));
    const box = host.querySelector<HTMLElement>('.rt-video')!;
    const button = (name: string) => host.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
    return { box, button, report };
  }
  /** Presses a focused button, as the keyboard does, and waits for the player to play. */
  const pressFocused = async (button: HTMLButtonElement, box: HTMLElement) => {
    button.focus();
    // The player's element comes inside the step; React renders its playing as the step's act ends.
    await actUntil(
      () => button.click(),
      () => expect(host.querySelector('video')).not.toBeNull(),
    );
    expect(box.dataset.state).toBe('playing');
  };

  it('Play pressed from the keyboard: the focus stays in the box as the poster and its button go', async () => {
    const { box, button } = showVideo({ controls: true });
    await pressFocused(button('Play video')!, box);
    expect(button('Play video')).toBeNull();
    expect(document.activeElement).not.toBe(document.body);
    // The <video controls> takes it in a browser; jsdom's takes no focus, so the box holds it, for now.
    expect(box.contains(document.activeElement)).toBe(true);
  });

  it('without the player\'s controls: Play hands the focus to our Pause, which pauses and hands it to Resume', async () => {
    const { box, button } = showVideo({ controls: false });
    expect(button('Pause video')).toBeNull();
    await pressFocused(button('Play video')!, box);
    expect(document.activeElement).toBe(button('Pause video'));
    act(() => button('Pause video')!.click());
    expect(box.dataset.state).toBe('paused');
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(button('Pause video')).toBeNull();
    expect(document.activeElement).toBe(button('Resume video'));
    act(() => button('Resume video')!.click());
    expect(box.dataset.state).toBe('playing');
    expect(document.activeElement).toBe(button('Pause video'));
  });

  it('our Pause and Resume name the video as its Play does (WCAG 2.4.6)', async () => {
    const { box, button } = showVideo({ controls: false, poster: poster('latte-art', 'The cupping morning') });
    await pressFocused(button('Play video: The cupping morning')!, box);
    act(() => button('Pause video: The cupping morning')!.click());
    expect(box.dataset.state).toBe('paused');
    expect(button('Resume video: The cupping morning')).not.toBeNull();
  });

  it('an autoplaying video without controls can be paused, and stays paused as it comes back on screen', async () => {
    const { box, button, report } = showVideo({ controls: false, autoplay: true });
    await actUntil(
      () => undefined,
      () => expect(host.querySelector('video')).not.toBeNull(),
    );
    expect(box.dataset.state).toBe('playing');
    act(() => button('Pause video')!.click());
    expect(box.dataset.state).toBe('paused');
    act(() => report(NEAR));
    act(() => report(ON_SCREEN));
    expect(box.dataset.state).toBe('paused');
  });

  it('focus the visitor moved elsewhere while the player loaded is left where it is', async () => {
    const { box, button } = showVideo({ controls: true });
    const elsewhere = document.body.appendChild(document.createElement('button'));
    const play = button('Play video')!;
    play.focus();
    await actUntil(
      () => {
        play.click();
        elsewhere.focus();
      },
      () => expect(host.querySelector('video')).not.toBeNull(),
    );
    expect(box.dataset.state).toBe('playing');
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.remove();
  });
});
