/**
 * The provider's challenge for a captcha that runs in a modal dialog (spec 001 §4 "A visible
 * variant runs in a modal"; an invisible one in a form of a page modal or of the cart). Every
 * dialog of the site is modal (parts/modal/use-modal-dialog.ts: showModal), in the browser's top
 * layer, and the page behind it is inert. A reCAPTCHA-kind provider draws its checkbox in the box
 * it is given, but its image challenge in a box of its own that it appends to <body> (its
 * "bframe", placed in the document's coordinates with a huge z-index): under the dialog, inert,
 * and the visitor could never solve it nor send the form (spec 002 §5 "The captcha must be solved").
 * The provider offers no place to put it, so what it appends to <body> while the widget runs is
 * moved into a layer in the widget's box: inside the dialog, so not inert, and shown as a popover
 * once the dialog is open, so in the top layer above it, laid out from the document's origin as
 * at <body>'s end, where the provider placed it.
 */
import { whenDialogOpen } from '../parts/modal/use-modal-dialog';

/**
 * The layer's own look, over the popover's defaults (a framed, scrolling box in the middle of the
 * window): a box of no height across the document's top, from whose corner the provider's boxes
 * stand where it placed them, covering nothing of the dialog themselves.
 */
const LAYER_STYLE = 'position: absolute; inset: 0 auto auto 0; width: 100%; height: 0; margin: 0; padding: 0; border: 0; background: none; overflow: visible; color: inherit;';

/** The layers of the widgets running in dialogs now, oldest first. */
const layers: HTMLElement[] = [];

/**
 * The boxes a layer put back in <body> as its widget went: another widget's layer, still running,
 * hears them appended but leaves them (moved, their frame would load anew; they are not its own).
 */
const putBack = new WeakSet<Node>();

/**
 * Whether `node` is what the provider appended for its challenge: a box (<div>) at <body>'s end
 * that is still there, and not one a layer put back. Nothing else of the page adds a <div> to
 * <body> (the code action's frame is an <iframe>, scripts go to <head>).
 */
const isProviderBox = (node: Node, body: HTMLElement): node is HTMLElement => node.nodeName === 'DIV' && node.parentNode === body && !putBack.has(node);

/**
 * While a widget in `box` runs inside a dialog, moves what the provider appends to <body> into the
 * widget's layer. The newest widget's layer takes it (its dialog is the one on top: a form's captcha
 * modal over the page modal the form stands in). Returns the function that ends it, and puts back
 * in <body> what the layer still holds, as the provider left it. Outside a dialog it does nothing.
 * Started before the provider renders: reCAPTCHA appends its challenge's box as it renders the widget.
 */
export function keepChallengeInDialog(box: HTMLElement): () => void {
  const doc = box.ownerDocument;
  if (box.closest('dialog') === null) return () => undefined;
  const layer = doc.createElement('div');
  layer.setAttribute('data-captcha-layer', '');
  layer.style.cssText = LAYER_STYLE;
  // A browser without popovers still has it in the dialog: not inert, if not above everything.
  const popovers = typeof layer.showPopover === 'function';
  if (popovers) layer.setAttribute('popover', 'manual');
  box.append(layer);
  layers.push(layer);
  // Shown once the dialog is open, so that it stands above it in the top layer (a popover shown
  // in a dialog not open yet would be under the dialog when it opens).
  const stopWaiting = whenDialogOpen(box, () => {
    if (popovers) layer.showPopover();
  });
  // Moved in the microtask after it was appended, before its frame has loaded anything (a frame
  // moved later loads anew, and a challenge on the screen would start over).
  const observer = new MutationObserver((records) => {
    const newest = layers.findLast((candidate) => candidate.ownerDocument === doc);
    if (newest !== layer) return;
    for (const record of records) for (const node of record.addedNodes) if (isProviderBox(node, doc.body)) layer.append(node);
  });
  observer.observe(doc.body, { childList: true });
  return () => {
    observer.disconnect();
    stopWaiting();
    layers.splice(layers.indexOf(layer), 1);
    // The provider's boxes go back where it put them, as if never moved.
    const boxes = [...layer.children];
    for (const node of boxes) putBack.add(node);
    doc.body.append(...boxes);
    // Marked only for the observers' records of this append (delivered before this microtask): a
    // box the provider appends again later, for a new challenge in a dialog, is taken as before.
    queueMicrotask(() => {
      for (const node of boxes) putBack.delete(node);
    });
    layer.remove();
  };
}
