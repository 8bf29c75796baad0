import { useEffect, useLayoutEffect, type RefObject } from 'react';
import type { BackgroundEffect } from '../../page/page-schema';
import { fixedFrame, parallaxFrame } from './geometry';

/** CSS variables the moving layer reads; cleared, the layer is the section's box again. */
export const MOTION_VARIABLES = { top: '--rt-bg-top', height: '--rt-bg-height', shift: '--rt-bg-shift' } as const;

const isScrollEffect = (effect: BackgroundEffect): effect is 'parallax' | 'fixed' => effect === 'parallax' || effect === 'fixed';

function applyFrame(section: Element, layer: HTMLElement, effect: 'parallax' | 'fixed', factor: number): void {
  const win = section.ownerDocument.defaultView;
  if (!win) return;
  const rect = section.getBoundingClientRect();
  const geometry = { sectionTop: rect.top, sectionHeight: rect.height, viewportHeight: win.innerHeight };
  const frame = effect === 'fixed' ? fixedFrame(geometry) : parallaxFrame(geometry, factor);
  layer.style.setProperty(MOTION_VARIABLES.top, `${frame.top}px`);
  layer.style.setProperty(MOTION_VARIABLES.height, `${frame.height}px`);
  layer.style.setProperty(MOTION_VARIABLES.shift, `${frame.translateY}px`);
}

/**
 * Parallax and fixed: sizes and moves `layer` inside `section` as the page scrolls. The geometry is
 * set once before paint (so images are measured at the layer's real size); the scroll listener,
 * throttled to one update per animation frame, is attached only while the section is near the screen.
 * The layer's styles read the values through CSS variables, so React's own styles never fight them.
 */
export function useScrollEffect(
  effect: BackgroundEffect,
  factor: number,
  sectionRef: RefObject<HTMLElement | null>,
  layerRef: RefObject<HTMLElement | null>,
  nearScreen: boolean,
): void {
  useLayoutEffect(() => {
    const section = sectionRef.current;
    const layer = layerRef.current;
    if (!section || !layer || !isScrollEffect(effect)) return;
    applyFrame(section, layer, effect, factor);
    return () => {
      for (const name of Object.values(MOTION_VARIABLES)) layer.style.removeProperty(name);
    };
  }, [effect, factor, sectionRef, layerRef]);

  useEffect(() => {
    const section = sectionRef.current;
    const layer = layerRef.current;
    const win = section?.ownerDocument.defaultView;
    if (!section || !layer || !win || !nearScreen || !isScrollEffect(effect)) return;
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = win.requestAnimationFrame(() => {
        frame = 0;
        applyFrame(section, layer, effect, factor);
      });
    };
    applyFrame(section, layer, effect, factor);
    win.addEventListener('scroll', schedule, { passive: true });
    win.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(section);
    return () => {
      win.removeEventListener('scroll', schedule);
      win.removeEventListener('resize', schedule);
      observer?.disconnect();
      if (frame) win.cancelAnimationFrame(frame);
    };
  }, [effect, factor, sectionRef, layerRef, nearScreen]);
}
