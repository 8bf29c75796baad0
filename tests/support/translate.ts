/**
 * Test support, for unit and browser tests: what Chrome's built-in translation (Google Translate)
 * does to a page. It replaces each text node with `<font><font>…</font></font>` holding the
 * translation (here the same text, so a test reads the page as before). React still holds the text
 * node it made: removing or moving it throws NotFoundError (removeChild / insertBefore), and a new
 * text written into it goes to a node off the page (facebook/react#11538). A text that changes or
 * comes and goes must therefore be the only child of an element React keeps.
 *
 * One self-contained function (no import, no helper outside it): a browser test hands it to the page
 * as it is, `page.locator('body').evaluate(simulateTranslation, { watch: true })`.
 */

export interface TranslationOptions {
  /** Translate the text that comes later too, as it comes (Chrome's translator watches the page). */
  watch?: boolean;
}

/** Translates every text node under `root` now (and, with `watch`, every one added later); returns what stops watching. */
export function simulateTranslation(root: Element, { watch = false }: TranslationOptions = {}): () => void {
  const document = root.ownerDocument;
  const translate = () => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    for (const text of texts) {
      // Chrome leaves code, form values and its own wrappers alone.
      if (!text.nodeValue?.trim() || text.parentElement?.closest('script, style, noscript, textarea, option, font')) continue;
      const outer = document.createElement('font');
      const inner = document.createElement('font');
      outer.style.verticalAlign = 'inherit';
      inner.style.verticalAlign = 'inherit';
      inner.textContent = text.nodeValue;
      outer.append(inner);
      text.replaceWith(outer);
    }
  };
  translate();
  if (!watch) return () => undefined;
  const observer = new MutationObserver(translate);
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}
