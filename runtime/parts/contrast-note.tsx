/**
 * Admin's note on an owner's own hard-to-read text (issue 18 part 1): the runtime does not change
 * what an owner chose — visitors see the page as it was made — but while editing, a text whose
 * colour is too close to what lies under it says so, with the ratio it has and the one it needs
 * (WCAG 1.4.3 AA). How it is measured is contrast-measure.ts, which only admin loads.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';
import { useRuntime } from '../core/runtime-context';
import { cachedImport, useCodeWhileNeeded } from '../platform/cached-import';
import type { TextContrast } from './contrast-measure';

export type { TextContrast };

/** The measuring code: admin only, so a visitor's page never loads it. */
const measureCode = cachedImport(() => import('./contrast-measure').then((module) => module.measureTextContrast));

/**
 * While `active` (admin's notes), the text's contrast when it is below what it needs; measured again
 * when `key` changes. Measured as the layout settles, before the paint, once the measuring code is
 * here (the first text of a page waits for it, the others do not).
 */
export function useLowContrast(ref: RefObject<Element | null>, active: boolean, key: string): TextContrast | null {
  const { services } = useRuntime();
  const measure = useCodeWhileNeeded(measureCode, active, {
    report: (error) => services.log.warn('the contrast note could not load its code', error),
    undo: () => undefined,
  });
  const [low, setLow] = useState<TextContrast | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    const measured = active && measure && element ? measure(element) : null;
    setLow(measured && measured.ratio < measured.minimum ? measured : null);
  }, [ref, active, key, measure]);
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
