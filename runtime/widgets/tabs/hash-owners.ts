/**
 * Which section on the page answers a hash name its tabs, cards or lists could answer (spec 000 §2:
 * "tab links have the form #tab{categoryId}"; "the hash may match an anchor name or an element id,
 * and the tab containing it is opened"). Two sections may answer the same name: two catalogues of
 * the same categories (`#tab{categoryId}`, `#product{id}`), or a BUNDLE whose tab id is a category's.
 * Each follows the hash on its own (its tabs open the tab and scroll their bar into view), so without
 * one owner every one of them would, and the page would end at the last.
 *
 * OUR CHOICE: the first section on the page that claims a name answers it, as the browser's own `#`
 * jump would go to the first element anyway. A mounted section claims the names it answers
 * (`claim`, with its element, whose place in the document is its place on the page); the claims
 * decide `owners`. The store is the site's, made the first time a section claims (core/site-stores.ts
 * domainStore), so a page without tabs or a catalogue makes none. No React: the hooks are in
 * use-tabs.ts, the reader of a hash in Tabs.tsx, the catalogue's names in catalogue/product-names.ts.
 */
import { createStore } from 'zustand/vanilla';
import { domainStore, type SiteStores } from '../../core/site-stores';
import { own } from '../../safety/own-records';

interface HashOwnersState {
  /** Hash name (decoded, without its `#`) → the section that answers it. Read through `answersHashName` (names are owner and server text). */
  owners: Readonly<Record<string, string>>;
  /**
   * A mounted section's claim to answer these hash names, `place` being its element on the page;
   * returns the release (the section unmounts, or claims other names). The claims decide `owners`.
   */
  claim(sectionId: string, names: readonly string[], place: Node): () => void;
}

/**
 * The section that answers each name: the first that claims it. `claims` are in page order; a name
 * no earlier claim holds goes to the first that holds it.
 */
export function hashNameOwners(claims: readonly { sectionId: string; names: readonly string[] }[]): Record<string, string> {
  // A Map while collecting: a name holds the owner's or the server's text, and `constructor` or
  // `__proto__` would find (or set) the prototype's member of a plain record.
  const owners = new Map<string, string>();
  for (const claim of claims) for (const name of claim.names) if (!owners.has(name)) owners.set(name, claim.sectionId);
  return Object.fromEntries(owners);
}

/** Whether section `sectionId` answers hash name `name` (decoded, without its `#`). */
export function answersHashName(state: Pick<HashOwnersState, 'owners'>, sectionId: string, name: string): boolean {
  return own(state.owners, name) === sectionId;
}

/**
 * Whether section `sectionId` answers hash name `name` now, read when a pick, the screen or a hash
 * asks: who answers a name changes only as sections come and go, so nothing renders on it.
 */
export function answersNow(stores: SiteStores, sectionId: string): (name: string) => boolean {
  return (name) => answersHashName(hashOwnersOf(stores).getState(), sectionId, name);
}

/** Whether some section on the page answers hash name `name` (decoded, without its `#`): its tabs or cards follow the hash. */
export function answeredOnPage(state: Pick<HashOwnersState, 'owners'>, name: string): boolean {
  return own(state.owners, name) !== undefined;
}

const sameOwners = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/** Plain zustand: a claim is one set, made as a section mounts. */
export function createHashOwnersStore() {
  return createStore<HashOwnersState>()((set, get) => {
    // The claims (their elements: page order is their order in the document, whenever each
    // mounted), kept beside the state; `owners` is what they decide.
    const claims = new Map<string, { names: readonly string[]; place: Node }>();
    const decide = () => {
      const inPageOrder = [...claims].map(([sectionId, claim]) => ({ sectionId, ...claim })).sort((a, b) => (a.place.compareDocumentPosition(b.place) & a.place.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      const owners = hashNameOwners(inPageOrder);
      if (!sameOwners(owners, get().owners)) set({ owners });
    };
    return {
      owners: {},
      claim(sectionId, names, place) {
        const claim = { names: [...names], place };
        claims.set(sectionId, claim);
        decide();
        return () => {
          // Only its own claim: a later one of the same section (its names changed) stays.
          if (claims.get(sectionId) !== claim) return;
          claims.delete(sectionId);
          decide();
        };
      },
    };
  });
}

/** The site's hash owners, created the first time a section claims a name or asks who answers one. */
export const hashOwnersOf = domainStore('hash owners', () => createHashOwnersStore());
