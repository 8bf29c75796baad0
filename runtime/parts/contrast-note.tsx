/**
 * Admin's note on an owner's own hard-to-read text (issue 18 part 1): the runtime does not change
 * what an owner chose — visitors see the page as it was made — but while editing, a text whose
 * colour is too close to what lies under it says so, with the ratio it has and the one it needs
 * (WCAG 1.4.3 AA). How it is measured is contrast-measure.ts, which only admin loads.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';
import { useRuntimeBasics } from '../core/runtime-context';
import { cachedImport, useCodeWhileNeeded } from '../platform/cached-import';
import type { TextContrast } from './contrast-measure';

/** The measuring code: admin only, so a visitor's page never loads it. */
const measureCode = cachedImport(() => import('./contrast-measure').then((module) => module.measureTextContrast));

/** The same note (or none) as before: nothing to render again. */
export function sameContrast(first: TextContrast | null, second: TextContrast | null): boolean {
  return first === second || (first !== null && second !== null && first.ratio === second.ratio && first.minimum === second.minimum);
}

/**
 * While `active` (admin's notes), the text's contrast when it is below what it needs. Measured as
 * the layout settles, before the paint, once the measuring code is here (the first text of a page
 * waits for it, the others do not), and again after every render of the text: what lies under it
 * (its section's background, the page's colours) is not the text's own to key on, and an edit to
 * any of them renders the page again. Measuring one element is a few computed styles.
 */
export function useLowContrast(ref: RefObject<Element | null>, active: boolean): TextContrast | null {
  const { services } = useRuntimeBasics();
  const measure = useCodeWhileNeeded(measureCode, active, {
    report: (error) => services.log.warn('the contrast note could not load its code', error),
    undo: () => undefined,
  });
  const [low, setLow] = useState<TextContrast | null>(null);
  // After every render on purpose (no list): the setting below is only on a change, so it settles.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const element = ref.current;
    const measured = active && measure && element ? measure(element) : null;
    const next = measured && measured.ratio < measured.minimum ? measured : null;
    if (!sameContrast(low, next)) setLow(next);
  });
  return low;
}

export function LowContrastNote({ contrast }: { contrast: TextContrast }) {
  const { t } = useRuntimeBasics();
  // Rounded down, so a ratio just under the minimum never reads as the minimum itself.
  const ratio = Math.floor(contrast.ratio * 10) / 10;
  return (
    <p className="rt-contrast-note" role="note" data-low-contrast={ratio}>
      {t('runtime::low_contrast', { ratio, minimum: contrast.minimum })}
    </p>
  );
}
