import { useRef, useState, type CSSProperties, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import type { Hover } from '../../page/page-schema';
import { usePolicy, usePolicyAtEvent, useRuntimeBasics } from '../../core/runtime-context';
import { hoverImageSource } from '../image/named-widths';
import { usePreloadedImage } from '../image/use-preloaded-image';
import { overlayClassName } from '../overlay/overlay-size';
import { useOverlaySizeClass } from '../overlay/use-overlay-size-class';
import { HOVER_DARKEN_OPACITY, HOVER_LIFT_PX, HOVER_TRANSITION_MS, HOVER_ZOOM_SCALE, hasHoverEffect, hoverClassNames, isHoverPointer } from './hover-effects';
import './hover.css';

/**
 * Wraps an element's content and applies its hover effect (spec 000 §1; see hover-effects.ts).
 * Without an effect (no `hover`, `none`, or `swap` without an image) it renders the children
 * as they are, adding no element.
 */
export function HoverFrame({ hover, children }: { hover: Hover | undefined; children: ReactNode }) {
  if (!hasHoverEffect(hover)) return <>{children}</>;
  return <HoverSurface hover={hover}>{children}</HoverSurface>;
}

const frameStyle = {
  '--rt-hover-zoom': HOVER_ZOOM_SCALE,
  '--rt-hover-lift': `${HOVER_LIFT_PX}px`,
  '--rt-hover-duration': `${HOVER_TRANSITION_MS}ms`,
  '--rt-hover-darken': HOVER_DARKEN_OPACITY,
} as CSSProperties;

function focusIsVisible(target: EventTarget): boolean {
  try {
    return target instanceof Element && target.matches(':focus-visible');
  } catch {
    return false; // A browser without :focus-visible: keyboard focus alone does not trigger it.
  }
}

function HoverSurface({ hover, children }: { hover: Hover; children: ReactNode }) {
  const { services } = useRuntimeBasics();
  // Read at the first hover only: a change of the connection does not re-render the frame.
  const policyNow = usePolicyAtEvent();
  const reducedMotion = usePolicy('reducedMotion');
  const surface = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [pointerOver, setPointerOver] = useState(false);
  const [focused, setFocused] = useState(false);
  // Swap: the hover image is asked for only once the first hover has happened, by the image rules
  // of that moment (the slow-network ones, spec 000 §9); a later change of the connection does not
  // fetch it again.
  const [armed, setArmed] = useState<{ lightImages: boolean } | null>(null);
  // The content's corner radius, read when the effect first shows, so shadows and layers follow it.
  const [radius, setRadius] = useState<string | undefined>(undefined);
  const { effect } = hover;
  const overlaySize = useOverlaySizeClass(surface, effect === 'darken');
  const swapUrl =
    effect === 'swap' && armed && hover.image
      ? hoverImageSource(hover.image, { slowNetwork: armed.lightImages, support: services.images.support }).url
      : null;
  const swap = usePreloadedImage(swapUrl);

  const activate = () => {
    setArmed((current) => current ?? { lightImages: policyNow('lightImages') });
    const root = content.current;
    const shape = root?.querySelector('.rt-image') ?? root?.firstElementChild;
    const view = shape?.ownerDocument.defaultView;
    if (shape && view) setRadius(view.getComputedStyle(shape).borderRadius);
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (!isHoverPointer(event.pointerType)) return;
    activate();
    setPointerOver(true);
  };
  const onPointerLeave = () => setPointerOver(false);
  const onFocus = (event: FocusEvent) => {
    if (!focusIsVisible(event.target)) return;
    activate();
    setFocused(true);
  };
  const onBlur = () => setFocused(false);
  const active = pointerOver || focused;

  return (
    <div
      className={hoverClassNames(effect, reducedMotion)}
      data-hover={effect}
      data-hover-active={active ? '' : undefined}
      style={frameStyle}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div ref={surface} className="rt-hover__surface" style={{ borderRadius: radius }}>
        <div ref={content} className="rt-hover__content">
          {children}
        </div>
        {effect === 'darken' && <div className={`rt-hover__overlay ${overlayClassName(overlaySize)}`} aria-hidden />}
        {swapUrl && swap === 'loaded' && <img className="rt-hover__swap" src={swapUrl} alt="" aria-hidden draggable={false} />}
      </div>
    </div>
  );
}
