/**
 * A published page's named colours: runtime/safety/named-colours.ts as the page's script has it
 * (scripts/publish.mjs puts this module in that one's place). The page's data lists the names its
 * page and its catalogues' products use (publish/entry-server.tsx, `colours`), and the page installs
 * them before it hydrates, so its colour checks answer as the server's did. The full list loads
 * only where the page shows data its server did not see (the products a catalogue loads: their
 * options' colours), with DOMPurify (safety/server-data-checks.ts).
 */
import type { ColourChannels } from '../runtime/safety/named-colours';

export type { ColourChannels };

let known: Readonly<Record<string, ColourChannels>> = Object.create(null) as Record<string, ColourChannels>;
let loading: Promise<void> | null = null;

/** The named colours the page's data lists (name → channels). */
export function installPageColours(table: Readonly<Record<string, ColourChannels>>): void {
  known = Object.assign(Object.create(null) as Record<string, ColourChannels>, known, table);
}

export function namedColour(name: string): ColourChannels | undefined {
  return Object.hasOwn(known, name) ? known[name] : undefined;
}

/**
 * Loads the full list (once). A failed load is tried again by the next caller; until then a name
 * the page's data did not list is not a colour, so the part shows its default colour there (looks,
 * not safety: an unknown value never reaches a style).
 */
export function loadAllNamedColours(): Promise<void> {
  loading ??= import('color-name').then(
    ({ default: all }) => installPageColours(all),
    () => {
      loading = null;
    },
  );
  return loading;
}
