/**
 * The CSS Color 4 named colours (§6.1) for the colour check (colour.ts): each lower-case name's
 * channels. Here the full list, from `color-name`: the sandbox, the editor and the publishing
 * server know every name. A published page's script has publish/named-colours.ts in this module's
 * place (scripts/publish.mjs): the names its page uses, as its server listed them, and the full
 * list only once the page shows data its server did not see (1.5 KB gzipped that a page's first
 * script does without).
 */
import NAMED_COLOURS from 'color-name';

export type ColourChannels = readonly [number, number, number];

/** A named colour's red, green and blue (0–255); undefined for any other text. `name` is lower case. */
export function namedColour(name: string): ColourChannels | undefined {
  return Object.hasOwn(NAMED_COLOURS, name) ? NAMED_COLOURS[name] : undefined;
}

/** Settles once every named colour is known: here at once, as they all are. Never rejects. */
export function loadAllNamedColours(): Promise<void> {
  return Promise.resolve();
}
