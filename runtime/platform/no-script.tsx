/**
 * A `<noscript>` of the server's HTML, for a page read without scripts, that may stand inside
 * another: a page modal's content is written whole in one (site/PageModals.tsx), and an image, a
 * form or a slider among its elements writes one of its own. A `<noscript>` can hold no other: with
 * scripting on, the browser reads its content as text up to the first `</noscript>`, the inner
 * one's, and parses the rest as the page's own markup (the outer block's end tags then close the
 * site's elements around it). Inside one, the content is written as it is: all of it is already
 * for a page read without scripts.
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
