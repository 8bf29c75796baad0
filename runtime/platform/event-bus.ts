/**
 * A small typed event bus: the runtime reports what happened (a button action, a blocked link,
 * a broken part, a failed image) and the harness, analytics or a test listens. One bus per site,
 * created by the services factory, never a module singleton (DESIGN.md §2).
 */

/**
 * The runtime's events and their payloads. An interface, so that later modules can add events
 * by declaration merging (`declare module './event-bus' { interface RuntimeEvents { ... } }`).
 */
export interface RuntimeEvents {
  'button:action': { elementId: string; action: { type: string } & Record<string, unknown> };
  'link:blocked': { url: string; elementId?: string };
  'part:broken': { path: string; type?: string };
  'image:error': { url: string };
  /** The editor asks a slider to show one of its slides (index from 0). */
  'editor:jump-to-slide': { elementId: string; index: number };
  /** A tab list switched tabs (runtime/widgets/tabs): which list, which tab, and what asked for it. */
  'tabs:select': { tabs: string; tab: string; source: 'click' | 'keyboard' | 'hash' | 'drag-hover' | 'dropdown' };
  /** A card's cart action (runtime/catalogue): `applied` is false while editing (reported only) or when the stock allows no more. */
  'catalogue:cart': { sectionId: string; productId: string; variantId: string; action: 'cart' | 'modal'; applied: boolean };
  /** A button01 shop action that could not take effect, and why, for the button to show (runtime/site/ButtonCommerce.tsx). */
  'button:refused': { elementId: string; text: string };
  /** Short news for screen readers, read out by the site's one live region (parts/announcer.tsx). */
  'site:announce': { text: string };
  /** A catalogue load was asked for: what it did (ignored while editing or while another runs). */
  'catalogue:load': { sectionId: string; categoryId: string; page: number; mode: 'append' | 'replace'; outcome: 'loaded' | 'ignored' | 'failed' };
}

interface EventBus<Events extends object> {
  /** Subscribes; the returned function unsubscribes. */
  on<K extends keyof Events>(type: K, handler: (payload: Events[K]) => void): () => void;
  /** Subscribes to every event, for logs that must not miss one (the harness Events panel). */
  onAny(handler: <K extends keyof Events>(type: K, payload: Events[K]) => void): () => void;
  emit<K extends keyof Events>(type: K, payload: Events[K]): void;
  /** Drops every handler (a site unmounting). */
  clear(): void;
}

type HandlerSets<Events> = { [K in keyof Events]?: Set<(payload: Events[K]) => void> };

/**
 * `Events extends object` rather than `Record<string, unknown>`: an interface has no index
 * signature, so `RuntimeEvents` would not satisfy the latter, and adding one would let any
 * misspelt event name type-check.
 */
export function createEventBus<Events extends object = RuntimeEvents>(): EventBus<Events> {
  // No prototype, so an event named like an Object.prototype member cannot hit an inherited value.
  let handlers: HandlerSets<Events> = Object.create(null);
  let anyHandlers = new Set<<K extends keyof Events>(type: K, payload: Events[K]) => void>();
  const report = (type: keyof Events, error: unknown) => console.error(`[event-bus] a "${String(type)}" handler failed`, error);

  return {
    on(type, handler) {
      const set = (handlers[type] ??= new Set());
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    onAny(handler) {
      anyHandlers.add(handler);
      return () => {
        anyHandlers.delete(handler);
      };
    },
    emit(type, payload) {
      // A copy, so that handlers that subscribe or unsubscribe during the emit do not change this round.
      for (const handler of [...(handlers[type] ?? [])]) {
        try {
          handler(payload);
        } catch (error) {
          // One failing listener must not silence the others or the code that emitted.
          report(type, error);
        }
      }
      for (const handler of [...anyHandlers]) {
        try {
          handler(type, payload);
        } catch (error) {
          report(type, error);
        }
      }
    },
    clear() {
      handlers = Object.create(null);
      anyHandlers = new Set();
    },
  };
}
