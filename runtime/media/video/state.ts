import type { PlayerState } from './types';

/** The state of one player and its listeners: the part of PlayerHandle every adapter shares. */
export function createStateChannel(initial: PlayerState) {
  let current = initial;
  const listeners = new Set<(state: PlayerState) => void>();
  return {
    get: (): PlayerState => current,
    set(next: PlayerState): void {
      if (next === current) return;
      current = next;
      for (const listener of [...listeners]) listener(next);
    },
    subscribe(listener: (state: PlayerState) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    clear: () => listeners.clear(),
  };
}

/** The window a container lives in: players must use its globals (an iframe has its own). */
export function windowOf(container: HTMLElement): Window {
  const win = container.ownerDocument.defaultView;
  if (!win) throw new Error('the video container is not in a window');
  return win;
}

/** An iframe that plays third-party video: fills its box, may autoplay and go full screen. */
export function createPlayerFrame(doc: Document, src: string, title: string): HTMLIFrameElement {
  const frame = doc.createElement('iframe');
  frame.className = 'rt-video__frame';
  frame.src = src;
  frame.title = title;
  frame.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
  frame.allowFullscreen = true;
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  return frame;
}

/** A fresh element for an API that replaces or fills its target (YouTube, Kinescope, Vimeo). */
export function createPlayerTarget(container: HTMLElement): HTMLElement {
  const target = container.ownerDocument.createElement('div');
  target.className = 'rt-video__target';
  container.append(target);
  return target;
}
