/**
 * How hard an owner's text is to read where it is drawn (admin's contrast note, contrast-note.tsx,
 * which loads this on demand). What lies under a text is read from the page as drawn: the element's
 * own background, then up through its ancestors, where a section's background is its `.rt-bg` layer
 * (a colour, or media). A picture, a video or a gradient under the text cannot be judged by one
 * colour, so no answer is given there; where nothing is painted, the page is white.
 */
import { composite, contrastRatio, type Rgba } from '../safety/contrast';
import { parseComputedColour, requiredContrast } from '../safety/text-contrast';

export interface TextContrast {
  ratio: number;
  minimum: number;
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** The layers under `element`, nearest first; null when one of them is not a plain colour. */
function backgroundLayers(element: Element): Rgba[] | null {
  const view = element.ownerDocument.defaultView;
  if (!view) return null;
  const layers: Rgba[] = [];
  const paint = (node: Element): 'opaque' | 'unknown' | 'go-on' => {
    const style = view.getComputedStyle(node);
    if (style.backgroundImage !== 'none') return 'unknown';
    const colour = parseComputedColour(style.backgroundColor);
    if (colour && colour.a > 0) layers.push(colour);
    return colour && colour.a >= 1 ? 'opaque' : 'go-on';
  };
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node !== element) {
      // A section's background is a layer of its own under the content, above the section's box.
      const layer = [...node.children].find((child) => child.classList.contains('rt-bg'));
      if (layer) {
        if (layer.getAttribute('data-background') !== 'color') return null;
        const found = paint(layer);
        if (found === 'unknown') return null;
        if (found === 'opaque') return layers;
      }
    }
    const found = paint(node);
    if (found === 'unknown') return null;
    if (found === 'opaque') return layers;
  }
  return layers;
}

/** The text's contrast against what lies under it; null when that cannot be told by one colour. */
export function measureTextContrast(element: Element): TextContrast | null {
  const view = element.ownerDocument.defaultView;
  const layers = backgroundLayers(element);
  if (!view || !layers) return null;
  const style = view.getComputedStyle(element);
  const text = parseComputedColour(style.color);
  if (!text) return null;
  const background = layers.reduceRight<Rgba>((under, layer) => composite(layer, under), WHITE);
  return { ratio: contrastRatio(composite(text, background), background), minimum: requiredContrast(parseFloat(style.fontSize), Number(style.fontWeight)) };
}
