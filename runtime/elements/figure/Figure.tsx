import { useRef, type CSSProperties } from 'react';
import { safeColour, safeFill } from '../../safety/colour';
import type { FigureElement } from '../../page/page-schema';
import { usePolicy, useViewport } from '../../core/runtime-context';
import { LowContrastNote, useLowContrast } from '../../parts/contrast-note';
import { ownerTextToHtml } from '../../safety/text';

type TextData = Extract<FigureElement['data'], { kind: 'text' }>;
type ShapeData = Extract<FigureElement['data'], { kind: 'shape' }>;

function FigureText({ data }: { data: TextData }) {
  const viewport = useViewport();
  const adminNotes = usePolicy('adminNotes');
  const text = useRef<HTMLElement>(null);
  const Tag = data.tag;
  const style: CSSProperties = {
    fontSize: viewport === 'mobile' ? (data.style?.mobileSize ?? data.style?.size) : data.style?.size,
    color: safeColour(data.style?.color),
    textAlign: data.style?.align,
    fontWeight: data.style?.weight,
    fontFamily: data.style?.font === 'serif' ? 'var(--rt-heading-font)' : data.style?.font === 'sans' ? 'var(--rt-font)' : undefined,
  };
  // The owner's colour against what lies under it, measured again after every render (a section's
  // background or the page's colours changed in admin render the page again).
  const lowContrast = useLowContrast(text, adminNotes);
  // Owner text passes the text rule: escaped, or sanitised when it is well-formed markup.
  return (
    <>
      <Tag
        ref={(node: HTMLElement | null) => {
          text.current = node;
        }}
        className={`rt-figure-text rt-figure-text--${data.tag}`} style={style} dangerouslySetInnerHTML={{ __html: ownerTextToHtml(data.text) }} />
      {lowContrast && <LowContrastNote contrast={lowContrast} />}
    </>
  );
}

const SHAPE_RADIUS = { rect: undefined, circle: '50%', pill: '9999px' } as const;

function FigureShape({ data }: { data: ShapeData }) {
  const style: CSSProperties = {
    // A shape holding text grows with it (a phone wraps a long line): its height is then the least it takes.
    ...(data.text ? { minHeight: data.height } : { height: data.height }),
    // A circle is as wide as it is tall, and shrinks as a circle when its cell is narrower.
    ...(data.shape === 'circle' ? { width: data.height, maxWidth: '100%', height: 'auto', minHeight: undefined, aspectRatio: '1', marginInline: 'auto' } : {}),
    background: safeFill(data.fill),
    border: data.borderWidth ? `${data.borderWidth}px solid ${safeColour(data.borderColor) ?? 'currentColor'}` : undefined,
    borderRadius: SHAPE_RADIUS[data.shape] ?? data.radius,
    color: safeColour(data.textColor),
    ...(data.shape === 'rect' && data.radius !== undefined ? { borderRadius: data.radius } : {}),
  };
  return (
    <div className={`rt-figure-shape rt-figure-shape--${data.shape}`} style={style}>
      {data.text && <span className="rt-figure-shape__text">{data.text}</span>}
    </div>
  );
}

/** figure: owner text or a decorative shape. */
export function Figure({ element }: { element: FigureElement }) {
  return element.data.kind === 'text' ? <FigureText data={element.data} /> : <FigureShape data={element.data} />;
}
