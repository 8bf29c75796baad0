/**
 * Which page modals a page read without scripts shows after its sections (PageModals.tsx,
 * PageModalsWithoutScripts): each valid one but a form's answer. A modal a form opens once its
 * send has gone through (its `modal` action: "Request received") answers a send, which no form
 * makes without scripts: shown there, it told every visitor, under a form whose note says it
 * cannot send, that their request had come.
 *
 * And where a link to one leads there: to its block (pageModalBlockId).
 */
import type { LoadedModal, LoadedPage } from '../page/parse-page';
import type { Viewport } from '../core/policies';
import { pageElements } from '../page/page-elements';
import type { CartWidgetData } from '../page/schema/cart';
import type { NoScriptPlaces } from '../platform/no-script';

export function modalsShownWithoutScripts(page: Pick<LoadedPage, 'sections' | 'widgets' | 'modals'>): LoadedModal[] {
  const answers = formAnswers(page);
  return page.modals.flatMap((part) => (part.ok && !answers.has(part.value.id) ? [part.value] : []));
}

/** The ids of the modals the page's forms open once a send has gone through: its sections', its tabs', its modals' and the cart's order form. */
function formAnswers(page: Pick<LoadedPage, 'sections' | 'widgets' | 'modals'>): Set<string> {
  const answers = new Set<string>();
  for (const element of pageElements(page)) {
    if (element.type === 'form01' && element.data.action.type === 'modal' && element.data.action.modalId) answers.add(element.data.action.modalId);
  }
  // The cart's order form: checked by the page's loader (parse-page.ts) against its schema, typed as any widget's data.
  for (const part of page.widgets) {
    const action = part.ok && part.value.type === 'CART' ? (part.value.data as CartWidgetData).order?.action : undefined;
    if (action?.type === 'modal' && action.modalId) answers.add(action.modalId);
  }
  return answers;
}

/**
 * The id of a page modal's block in the copy of a published page for `viewport`. The page holds a
 * copy per viewport, one hidden by the window's width, and a browser without scripts takes a link's
 * `#id` to the first element with that id in the document: an id both copies bore would lead a
 * phone to the desktop copy's block, which it hides, and nothing would scroll. Not the modal's own
 * id either: where scripts run a link to `#<modal id>` opens the modal (PageModals.tsx) and leaves
 * no hash, and that id may be a section's anchor as well.
 */
function pageModalBlockId(viewport: Viewport, modalId: string): string {
  return `rt-page-modal-${viewport}-${modalId}`;
}

/**
 * Where a page read without scripts takes a button or link to each of its modals, in the copy for
 * `viewport`: modal id to its block's id. Only those it shows (modalsShownWithoutScripts): a link
 * to a form's answer or to a modal the page lacks leads nowhere there, and stays hidden.
 */
export function pageModalPlacesWithoutScripts(page: Pick<LoadedPage, 'sections' | 'widgets' | 'modals'>, viewport: Viewport): NoScriptPlaces {
  return new Map(modalsShownWithoutScripts(page).map((modal) => [modal.id, pageModalBlockId(viewport, modal.id)]));
}
