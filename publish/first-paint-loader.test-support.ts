/**
 * Runs the published page's inline loader (first-paint.ts firstPaintLoader) in this jsdom
 * document, as the page's HTML would; returns what takes its listeners off again, since each test
 * runs the loader anew.
 */
import { firstPaintLoader } from './first-paint';

export function runFirstPaintLoader(): (() => void)[] {
  const added: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];
  const doc = new Proxy(document, {
    get(target, key) {
      if (key === 'addEventListener') return (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => (added.push([type, listener, options]), target.addEventListener(type, listener, options));
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  const body = /^<script>([\s\S]*)<\/script>$/.exec(firstPaintLoader('./assets/index-abc.js'))?.[1] ?? '';
  // jsdom has no paint observer: the loader adds its entry at once (a script element jsdom does not fetch).
  new Function('window', 'document', body)(window, doc);
  return added.map(([type, listener, options]) => () => document.removeEventListener(type, listener, options));
}
