import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { safeColour } from '../../safety/colour';
import type { Rotator01Element } from '../../page/page-schema';
import type { TimerHandle } from '../../core/clock';
import { usePolicy, useRuntimeBasics, useViewport, useVisibility } from '../../core/runtime-context';
import { usePageVisible } from '../../platform/use-page-visible';
import { ROTATOR_TRANSITION_STEPS, rotatorFrames, stepMs, type RotatorFrame } from './rotator-frames';
import './rotator.css';

/** Width changes restart the rotator (spec 002 §4: cleared on resize); height-only changes (a phone's address bar) do not. */
function useWidthGeneration(): number {
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let width = window.innerWidth;
    const onResize = () => {
      if (window.innerWidth === width) return;
      width = window.innerWidth;
      setGeneration((value) => value + 1);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return generation;
}

/** Ours: a typing rotator's caret blinks once a second, shown half of it, as a text cursor does. */
export const ROTATOR_CARET_BLINK_MS = 1000;
/** On the typed text while its caret is in the off half of a blink (rotator.css). */
const CARET_HIDDEN_ATTRIBUTE = 'data-caret-hidden';

/**
 * rotator01: rotating text (typing, counter, fade, slide, flip). It plays only while on screen
 * and while the browser tab is visible, starting over when it comes back; an update of its data
 * or a resize clears it. Screen readers get the whole text once, not every animation step.
 * In a capture render (a screenshot, critical CSS, a bot: policy captureRender) nothing animates:
 * the first item shows whole and still, never half typed.
 */
export function Rotator01({ element }: { element: Rotator01Element }) {
  const { services } = useRuntimeBasics();
  const viewport = useViewport();
  const reducedMotion = usePolicy('reducedMotion');
  const capturing = usePolicy('captureRender');
  const { clock } = services;
  const { items, prefix, suffix, animation, speed, delay, loop, steps, replace, tag: Tag, style } = element.data;
  const box = useRef<HTMLDivElement>(null);
  const visibility = useVisibility(box, `rotator:${element.id}`);
  const pageVisible = usePageVisible();
  const widthGeneration = useWidthGeneration();
  const [playedFrame, setPlayedFrame] = useState<RotatorFrame | null>(null);
  const running = visibility.onScreen && pageVisible && !capturing;
  // A capture that starts mid-animation shows the first item too, not the frame it stopped on.
  const frame = capturing ? null : playedFrame;
  const settings = useMemo(() => ({ items, animation, speed, delay, loop, steps, replace }), [items, animation, speed, delay, loop, steps, replace]);

  // The caret's blink: an attribute turned on and off by the clock, where a CSS animation (steps,
  // infinite) had the browser style, paint and composite a frame 60 times a second for as long as
  // the rotator showed (a published page at rest: 6 % of a desktop core, measured). Only while it
  // plays: off the screen, in a hidden tab, in a capture or with reduced motion it stands still.
  const typed = useRef<HTMLSpanElement>(null);
  const caretBlinks = running && animation === 'typing' && !reducedMotion;
  useEffect(() => {
    const caret = typed.current;
    if (!caretBlinks || !caret) return;
    let timer: TimerHandle | undefined;
    let hidden = false;
    const blink = () => {
      hidden = !hidden;
      caret.toggleAttribute(CARET_HIDDEN_ATTRIBUTE, hidden);
      timer = clock.setTimeout(blink, ROTATOR_CARET_BLINK_MS / 2, 'rotator caret blink');
    };
    timer = clock.setTimeout(blink, ROTATOR_CARET_BLINK_MS / 2, 'rotator caret blink');
    return () => {
      clock.clearTimeout(timer);
      caret.removeAttribute(CARET_HIDDEN_ATTRIBUTE);
    };
  }, [caretBlinks, clock]);

  useEffect(() => {
    if (!running) return;
    const frames = rotatorFrames(settings, reducedMotion);
    let timer: TimerHandle | undefined;
    const play = () => {
      const next = frames.next();
      if (next.done) return;
      setPlayedFrame(next.value);
      if (Number.isFinite(next.value.waitMs)) timer = clock.setTimeout(play, next.value.waitMs);
    };
    play();
    return () => clock.clearTimeout(timer);
  }, [running, settings, reducedMotion, widthGeneration, clock]);

  // Before it first plays (and on the server) the first item shows whole, so the text is there for everyone.
  const text = frame?.text ?? items[0] ?? '';
  const longest = replace ? items.reduce((a, b) => (b.length > a.length ? b : a), '') : items.join(' ');
  const textStyle: CSSProperties = {
    fontSize: viewport === 'mobile' ? (style?.mobileSize ?? style?.size) : style?.size,
    color: safeColour(style?.color),
    '--rt-rotator-color': safeColour(style?.color),
    textAlign: style?.align,
    fontWeight: style?.weight,
    fontFamily: style?.font === 'serif' ? 'var(--rt-heading-font)' : style?.font === 'sans' ? 'var(--rt-font)' : undefined,
    '--rt-rotator-transition': `${stepMs(speed) * ROTATOR_TRANSITION_STEPS}ms`,
  } as CSSProperties;

  return (
    <div ref={box} className="rt-rotator-box" data-animation={animation} data-running={running || undefined}>
      <Tag className={`rt-rotator rt-figure-text--${Tag}`} style={textStyle}>
        <span className="rt-sr-only">{[prefix, items.join(', '), suffix].filter(Boolean).join(' ')}</span>
        <span aria-hidden>
          {prefix && <span className="rt-rotator__static">{prefix} </span>}
          <span className="rt-rotator__stage">
            {/* The longest text, invisible, holds the size so typing never moves the layout. */}
            <span className="rt-rotator__sizer">{longest}</span>
            <span key={animation === 'typing' || animation === 'counter' ? 'text' : (frame?.index ?? 0)} className={`rt-rotator__text rt-rotator__text--${animation}`} data-rotator-text>
              {/* The typing caret is this inline span's right border: it follows the text without being
                  a box of its own, so the browser never counts its moves as layout shifts. */}
              {animation === 'typing' ? (
                <span ref={typed} className="rt-rotator__typed">
                  {text}
                </span>
              ) : (
                text
              )}
            </span>
          </span>
          {suffix && <span className="rt-rotator__static"> {suffix}</span>}
        </span>
      </Tag>
    </div>
  );
}
