/**
 * A `<noscript>` of the server's HTML, for a page read without scripts, that may stand inside
 * another: a page modal's content is written whole in one (site/PageModals.tsx), and an image, a
 * form or a slider among its elements writes one of its own. A `<noscript>` can hold no other: with
 * scripting on, the browser reads its content as text up to the first `</noscript>`, the inner
 * one's, and parses the rest as the page's own markup (the outer block's end tags then close the
 * site's elements around it). Inside one, the content is written as it is: all of it is already
 * for a page read without scripts.
 *
 * And where a page read without scripts has a place for what only a script opens (the places
 * below), for the links that lead there.
 */
import { createContext, useContext, type ReactNode } from 'react';

const InsideNoScriptContext = createContext(false);

export function NoScript({ children }: { children: ReactNode }) {
  if (useContext(InsideNoScriptContext)) return children;
  return (
    <noscript>
      <InsideNoScriptContext value>{children}</InsideNoScriptContext>
    </noscript>
  );
}

/**
 * The places a page read without scripts has for the in-page names only a script answers, by
 * name: a page modal's id (a link to `#hours` opens the modal where scripts run) to the id of the
 * modal's block in this copy of the page (site/PageModals.tsx, PageModalsWithoutScripts). Given by
 * the site in the server's HTML (and while it hydrates); empty everywhere else.
 */
export type NoScriptPlaces = ReadonlyMap<string, string>;

export const EMPTY_NO_SCRIPT_PLACES: NoScriptPlaces = new Map();

export const NoScriptPlacesContext = createContext<NoScriptPlaces>(EMPTY_NO_SCRIPT_PLACES);

/**
 * The address of the place a page read without scripts has for `name` (`#` and the place's id,
 * percent-encoded as a link's fragment is read), or null where it has none: the `href` of the link
 * that stands in, in a `<noscript>`, for a control that leads to `name` only with scripts.
 */
export function noScriptHref(places: NoScriptPlaces, name: string | null): string | null {
  const place = name === null ? undefined : places.get(name);
  return place === undefined ? null : `#${encodeURIComponent(place)}`;
}

/** noScriptHref in the places the site gives. */
export function useNoScriptHref(name: string | null): string | null {
  return noScriptHref(useContext(NoScriptPlacesContext), name);
}
