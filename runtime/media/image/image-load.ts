/**
 * The load state of one image (spec 000 §4 Image: not loaded → loading → loaded; and our `error`
 * for a failed preload, spec 000 §8), as a pure reducer, plus the decision whether a resize needs
 * a repeated load. ResponsiveImage holds this state; the rules live here so they are unit tested.
 *
 * - Only one file is preloaded at a time (`pending`); the file on screen (`shown`) stays until
 *   the next one has loaded, so a repeated load never flashes back to the preview.
 * - A failed preload stops loading for good (`stopped`): no retries, no further repeated loads.
 *   If a file was already shown it stays; otherwise the state is `error` (the colour box).
 * - Answers for a file that is no longer pending (a stale preload) are ignored.
 */
import type { ImageSource } from './image-url';

export type ImageLoadStatus = 'not-loaded' | 'loading' | 'loaded' | 'error';

export interface ImageLoadState {
  status: ImageLoadStatus;
  /** The file on screen. */
  shown: ImageSource | null;
  /** The file being preloaded. */
  pending: ImageSource | null;
  /** Every file of this image loaded so far, for size reuse (spec 000 §9). */
  loaded: readonly ImageSource[];
  /** A preload failed: nothing more is loaded. */
  stopped: boolean;
  /** `shown` is the file the server's HTML chose (first-paint.tsx), not one preloaded here. */
  prerendered: boolean;
}

export type ImageLoadEvent =
  | { type: 'start'; source: ImageSource }
  | { type: 'loaded'; url: string }
  | { type: 'failed'; url: string };

export const INITIAL_IMAGE_LOAD: ImageLoadState = { status: 'not-loaded', shown: null, pending: null, loaded: [], stopped: false, prerendered: false };

/** The state of an image the server's HTML shows already: loaded, and a wider file only replaces it. */
export function prerenderedImageLoad(source: ImageSource): ImageLoadState {
  return { status: 'loaded', shown: source, pending: null, loaded: [source], stopped: false, prerendered: true };
}

export function imageLoadReducer(state: ImageLoadState, event: ImageLoadEvent): ImageLoadState {
  switch (event.type) {
    case 'start': {
      if (state.stopped || state.pending || event.source.url === state.shown?.url) return state;
      return { ...state, status: state.shown ? 'loaded' : 'loading', pending: event.source };
    }
    case 'loaded': {
      const source = state.pending;
      if (!source || source.url !== event.url) return state;
      const loaded = state.loaded.some((s) => s.url === source.url) ? state.loaded : [...state.loaded, source];
      return { ...state, status: 'loaded', shown: source, pending: null, loaded, prerendered: false };
    }
    case 'failed': {
      if (!state.pending || state.pending.url !== event.url) return state;
      return { ...state, status: state.shown ? 'loaded' : 'error', pending: null, stopped: true };
    }
  }
}

/** Widths already loaded in `format`, which `chooseImageSource` may reuse. */
export function loadedWidths(state: Pick<ImageLoadState, 'loaded'>, format: string): number[] {
  return state.loaded.filter((s) => s.format === format && s.width > 0).map((s) => s.width);
}

/**
 * Whether the image must load again for the size it needs now. `wanted` is the source chosen for
 * the current width with the loaded widths offered for reuse, so a loaded width within −2 px …
 * ×1.2 of the wanted one already came back as the same URL. Only a larger file is worth a
 * request: a box that shrank keeps the sharper file it has.
 */
export function needsReload(state: ImageLoadState, wanted: ImageSource | null): boolean {
  const { shown } = state;
  if (!wanted || !shown || state.status !== 'loaded' || state.stopped || state.pending) return false;
  return wanted.url !== shown.url && wanted.width > shown.width;
}

/** Whether the first load may begin: the box is measured and near the screen (or eager). */
export function shouldStart(state: ImageLoadState, wanted: ImageSource | null, wantsLoad: boolean): wanted is ImageSource {
  return wantsLoad && wanted !== null && state.status === 'not-loaded' && !state.pending && !state.stopped;
}
