/**
 * Admin's note on an owner's own hard-to-read text (issue 18 part 1): the runtime does not change
 * what an owner chose — visitors see the page as it was made — but while editing, a text whose
 * colour is too close to what lies under it says so, with the ratio it has and the one it needs
 * (WCAG 1.4.3 AA; the math is safety/contrast.ts).
 *
 * What lies under a text is read from the page as drawn: the element's own background, then up
 * through its ancestors, where a section's background is its `.rt-bg` layer (a colour, or media).
 * A picture, a video or a gradient under the text cannot be judged by one colour, so no note is
 * given there; where nothing is painted, the page is white.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';
import { useRuntime } from '../core/runtime-context';
import { composite, contrastRatio, parseComputedColour, requiredContrast, type Rgba } from '../safety/contrast';

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

/** While `active` (admin's notes), the text's contrast when it is below what it needs; measured again when `key` changes. */
export function useLowContrast(ref: RefObject<Element | null>, active: boolean, key: string): TextContrast | null {
  const [low, setLow] = useState<TextContrast | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    const measured = active && element ? measureTextContrast(element) : null;
    setLow(measured && measured.ratio < measured.minimum ? measured : null);
  }, [ref, active, key]);
  return low;
}

export function LowContrastNote({ contrast }: { contrast: TextContrast }) {
  const { t } = useRuntime();
  // Rounded down, so a ratio just under the minimum never reads as the minimum itself.
  const ratio = Math.floor(contrast.ratio * 10) / 10;
  return (
    <p className="rt-contrast-note" role="note" data-low-contrast={ratio}>
      {t('runtime::low_contrast', { ratio, minimum: contrast.minimum })}
    </p>
  );
}
