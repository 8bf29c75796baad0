/**
 * An icon of lucide's set, drawn from its data: the SVG elements each of lucide-react's icon
 * modules exports as `__iconData` beside its component (lucide-icon-data.d.ts). The markup is
 * lucide's own, attribute for attribute (glyph.test.tsx compares them): the class names
 * `lucide lucide-<name>`, the 24-unit view box, round caps and joins, hidden from assistive
 * technology unless named.
 *
 * Why not lucide's components: their shared code (the component, its attribute building and
 * context) came to 1.2 KB gzipped in the standard parts every published page loads; this is a
 * few lines. The icons' data is lucide's, so its updates still come with the package.
 */
import { createElement } from 'react';
import type { LucideIconData } from 'lucide-react';

export type GlyphData = LucideIconData;

export interface GlyphProps {
  icon: GlyphData;
  /** Width and height in pixels. */
  size: number;
  /** The stroke colour (lucide's `color`). */
  color?: string | undefined;
  strokeWidth?: number;
  /** A filled icon (the video's play triangle) gives its fill and a stroke width of 0. */
  fill?: string;
  className?: string;
  /** Names the icon (an image to assistive technology); without one it is hidden from them. */
  label?: string | undefined;
}

/** lucide's view box: every icon is drawn on a 24 × 24 grid. */
const VIEW_BOX_SIZE = 24;

export function Glyph({ icon, size, color = 'currentColor', strokeWidth = 2, fill = 'none', className, label }: GlyphProps) {
  const viewBox = icon.size ?? VIEW_BOX_SIZE;
  const classes = ['lucide', ...(icon.name ? [`lucide-${icon.name}`] : []), ...(icon.aliases ?? []).map((alias) => `lucide-${alias}`), ...(className ? [className] : [])];
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox={`0 0 ${viewBox} ${viewBox}`}
      fill={fill}
      stroke={color}
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={classes.join(' ')}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
    >
      {icon.node.map(([tag, attributes]) => createElement(tag, attributes))}
    </svg>
  );
}
