import { safeColour } from '../../safety/colour';
import type { Hr01Element } from '../../page/page-schema';

const MARGIN_FOR_ALIGN = { left: '0 auto 0 0', center: '0 auto', right: '0 0 0 auto' } as const;

/** hr01: a divider line. */
export function Hr01({ element }: { element: Hr01Element }) {
  const { color, thickness, lineStyle, width, align, spacing } = element.data;
  return (
    <div className="rt-hr" style={{ paddingBlock: spacing }}>
      <hr
        style={{
          width: `${width}%`,
          margin: MARGIN_FOR_ALIGN[align],
          border: 0,
          borderTop: `${thickness}px ${lineStyle} ${safeColour(color) ?? 'currentColor'}`,
          opacity: color ? 1 : 0.2,
        }}
      />
    </div>
  );
}
