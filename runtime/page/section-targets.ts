/** Spec 001 §2: the address hash of the open cart. */
export const CART_HASH = 'cart';
/** Spec 002 §2: the hash after a pay action without payment data. */
export const PAY_SUCCESS_HASH = 'pay';
/** Spec 000 §2: tab links have the form #tab{categoryId}. */
export const TAB_LINK_PREFIX = 'tab';
/**
 * OUR CHOICE for spec 000 §2 ("the hash may match an anchor name or an element id, and the tab
 * containing it is opened"): inside a catalogue the elements are its product cards, named
 * `#product{productId}`, beside the spec's `#tab{categoryId}`.
 */
export const PRODUCT_HASH_PREFIX = 'product';

/**
 * The hashes the runtime itself writes and reads as commands: the cart opens on `#cart`, a paid
 * form sets `#pay`, `#tab{categoryId}` chooses a tab and `#product{productId}` names a product's
 * card. They live here, below the cart, the forms, the tabs and the catalogue, so the sections can
 * keep clear of them without the page's first script loading any of those.
 */
const RUNTIME_HASHES: ReadonlySet<string> = new Set([CART_HASH, PAY_SUCCESS_HASH]);
/** Whether a hash name is `tab{categoryId}` or `product{productId}`: a prefix with a name after it. */
export const isPrefixedHash = (name: string) => [TAB_LINK_PREFIX, PRODUCT_HASH_PREFIX].some((prefix) => name.length > prefix.length && name.startsWith(prefix));
/** Whether a hash name is one of the commands above (a link to it is the runtime's, not a place on the page). */
const isRuntimeHash = (name: string) => RUNTIME_HASHES.has(name) || isPrefixedHash(name);

/** What the runtime does on hash `name`, as the owner of a part with that id is told (parse-page.ts); null for a name it leaves to the page. */
export function runtimeHashUse(name: string): string | null {
  if (name === CART_HASH) return `#${name} opens the cart`;
  if (name === PAY_SUCCESS_HASH) return `#${name} is written by a form's pay action`;
  if (!isPrefixedHash(name)) return null;
  return name.startsWith(TAB_LINK_PREFIX) ? `#${name} has the form #tab{id}, which chooses a tab` : `#${name} has the form #product{id}, which leads to a product's card`;
}

/**
 * The `#` target of each section (spec 001 §2: the anchors widget links to "#anchor name or id"):
 * its anchor name, else its id, so that a link to either lands on the section, by the browser's own
 * fragment scroll too (a new tab, a reload, a shared address). An id that another section has
 * taken as its anchor name stays that section's: no two sections claim one target. Nor does a bare
 * id take a hash the runtime reads as a command (a section whose id is `cart` would be scrolled to
 * each time the cart opened; one whose id is `product5` would share its id with that product's
 * card); an owner who names an anchor that way chose it, and keeps it. A section left
 * without a target has no `#` link at all: the anchors widget, which reads these targets from the
 * page outline, gives it a dot that scrolls without writing the address.
 */
export function sectionTargets(sections: readonly { id: string; anchor?: string | undefined }[]): Map<string, string | undefined> {
  const anchorNames = new Set(sections.flatMap((section) => (section.anchor ? [section.anchor] : [])));
  const takenBySomeoneElse = (id: string) => anchorNames.has(id) || isRuntimeHash(id);
  return new Map(sections.map((section) => [section.id, section.anchor || (takenBySomeoneElse(section.id) ? undefined : section.id)]));
}

/** Whether a hash name is one of the runtime's own commands by itself (`#cart`, `#pay`), not a `tab…`/`product…` shape. */
export const isCommandHash = (name: string) => RUNTIME_HASHES.has(name);

/**
 * An element's `#` target, its DOM id: its id, unless that is a command the runtime reads (an
 * element `cart` was scrolled to each time the cart opened: a `#cart` link, a reload of an address
 * with it); the loader names it in the page's problems, so the owner gives it another. Only the
 * commands themselves: an element's id is far more often a word like `products`, `tabs` or
 * `tablet`, which only share the shape of `#product{id}` / `#tab{id}`, and its links must keep
 * working (a real tab or card of that name is answered first by its section: widgets/tabs/hash-owners.ts).
 */
export const elementTarget = (id: string): string | undefined => (isCommandHash(id) ? undefined : id);
