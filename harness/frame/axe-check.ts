/**
 * The frame's side of the Accessibility panel (issue 16.6): axe-core over the frame's own document,
 * with the rules the browser suite checks (tests/support/axe.ts), and the element a violation
 * names shown to QA. axe-core (half a megabyte) loads only when the panel first runs it: a frame
 * nobody checks never fetches it, and the published runtime never imports this file.
 */
import type { AxeOutcome } from '../protocol';

/** The rule sets of the browser suite's check (tests/support/axe.ts AXE_TAGS), so the panel and the suite agree. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const HIGHLIGHT_ATTRIBUTE = 'data-axe-highlight';

let running: Promise<AxeOutcome> | null = null;

/** Runs axe on the document; a run asked for while one runs gets that run's outcome (axe refuses two at once). */
export function checkAccessibility(document: Document): Promise<AxeOutcome> {
  running ??= run(document).finally(() => {
    running = null;
  });
  return running;
}

async function run(document: Document): Promise<AxeOutcome> {
  try {
    const { default: axe } = await import('axe-core');
    // The outline the panel drew is not the page's: take it away before axe looks.
    clearHighlight(document);
    // `iframes: false`: the frames in a page are third-party players (fakes in the sandbox), not the site's markup.
    const results = await axe.run(document, { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'], iframes: false });
    return {
      kind: 'done',
      at: Date.now(),
      violations: results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        helpUrl: violation.helpUrl,
        targets: violation.nodes.map((node) => node.target.map((part) => (typeof part === 'string' ? part : part.join(' '))).join(' ')),
      })),
    };
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

/** Outlines the element axe named and scrolls it into view; the element shown before loses its outline. False when it is not on the page now. */
export function highlightElement(document: Document, selector: string): boolean {
  clearHighlight(document);
  let element: HTMLElement | null = null;
  try {
    element = document.querySelector<HTMLElement>(selector);
  } catch {
    return false; // a selector of a page that changed since the run
  }
  if (!element) return false;
  ensureHighlightStyle(document);
  element.setAttribute(HIGHLIGHT_ATTRIBUTE, '');
  element.scrollIntoView({ block: 'center', inline: 'nearest' });
  return true;
}

function clearHighlight(document: Document) {
  document.querySelectorAll(`[${HIGHLIGHT_ATTRIBUTE}]`).forEach((element) => element.removeAttribute(HIGHLIGHT_ATTRIBUTE));
}

/** The outline, as a style of the frame's document (added at the first highlight), so taking it away restores the element's own outline as it was. */
function ensureHighlightStyle(document: Document) {
  if (document.getElementById('axe-highlight-style')) return;
  const style = document.createElement('style');
  style.id = 'axe-highlight-style';
  style.textContent = `[${HIGHLIGHT_ATTRIBUTE}] { outline: 3px solid #d6246e !important; outline-offset: 2px !important; box-shadow: 0 0 0 6px rgba(214, 36, 110, 0.25) !important; }`;
  document.head.append(style);
}
