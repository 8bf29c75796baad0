/**
 * A button with the reason it is refused as its tip (spec 000 §5: "the button is then disabled and
 * shows the reason as a tip"). The tip names the button (aria-describedby), shows on hover and on
 * focus, can be hovered itself, and Escape hides it until the pointer or focus leaves (WCAG 1.4.13).
 */
import { useId, useState, type KeyboardEvent, type ReactElement } from 'react';

export function RefusalTip({ tip, children }: { tip: string | null; children: (describedBy: string | undefined) => ReactElement }) {
  const tipId = useId();
  const [dismissed, setDismissed] = useState(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !tip || dismissed) return;
    // The first Escape is the tip's (inside the options modal it must not close the dialog).
    event.preventDefault();
    setDismissed(true);
  };
  const show = () => setDismissed(false);
  return (
    <span className="rt-card__tip-anchor" data-tip-dismissed={dismissed || undefined} onKeyDown={onKeyDown} onMouseLeave={show} onBlur={show}>
      {children(tip ? tipId : undefined)}
      {tip && (
        <span className="rt-card__tip" role="tooltip" id={tipId}>
          {tip}
        </span>
      )}
    </span>
  );
}
