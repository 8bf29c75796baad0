/**
 * Sliders on Swiper (spec 000 §3 Slider data, §4 Slider, §5 loop, §6 admin, §9 Sliders):
 * `GenericSlider` (media01 with `kind: 'slider'`) and `CardSlider` (a product card's media).
 *
 * - The box is reserved from the first slide's proportion (or `proportion`) and `count` before
 *   anything loads, and Swiper fills exactly that box: initialising causes no layout shift.
 * - Swiper's JS and CSS are one chunk, imported only when the slider first comes near the screen,
 *   only when there is something to slide, and, unless the slider autoplays, only once the visitor
 *   has interacted with the page (a mouse moved, a touch, a key): a page's load does not fetch it
 *   for sliders nobody has reached for. Swiper starts once the slider is first on the screen.
 *   Until then the slides in the box sit in the same layout, statically, and the others are not
 *   drawn (`slidesDrawn`); a swipe made before Swiper started decides the slide it starts on.
 *   The arrows and bullets are there from the first paint, so the keyboard reaches them (the Tab
 *   that is the visitor's first interaction among them); a press before Swiper started does too.
 *   `data-slider-state`: static → loading → ready, or error (logged; the static slides stay).
 * - Loop and autoplay follow the settings in preview and run, and are off while editing (policy
 *   sliderLoopAutoplay); loop needs two slides and more slides than are shown at once; autoplay
 *   (seconds) runs only while the slider is in view, never in a capture render (policy
 *   captureRender: nothing animates there) and never for visitors who asked for less motion.
 *   With one slide and loop or autoplay asked for, the editor shows a note saying why it stays still.
 * - While editing, the slide position is remembered (policy rememberSlidePosition) in the site's
 *   storage, per element id, so it survives re-renders, mode and viewport switches and a reload;
 *   the editor's `editor:jump-to-slide` event moves to a slide. In every mode a re-initialised
 *   Swiper (after a mode switch) starts where the previous one was.
 * - `enabledOn` (the responsive mode): on other viewports the slides are laid out statically in a
 *   grid of `count` columns and Swiper never loads.
 * - On touch screens and the mobile viewport a swipe hint appears 500 ms after the slider is in
 *   view (Swiper started or not), until the first interaction with it. While any video of the
 *   site plays, the arrows and the pagination are hidden; swiping still works.
 * Safe to render on the server: everything that needs a window happens in effects.
 */
import { memo, useRef, useState, type CSSProperties, type FocusEvent, type RefObject } from 'react';
import { __iconData as chevronDownIcon } from 'lucide-react/icons/chevron-down';
import { __iconData as chevronLeftIcon } from 'lucide-react/icons/chevron-left';
import { __iconData as chevronRightIcon } from 'lucide-react/icons/chevron-right';
import { __iconData as chevronUpIcon } from 'lucide-react/icons/chevron-up';
import { __iconData as moveHorizontalIcon } from 'lucide-react/icons/move-horizontal';
import { __iconData as moveVerticalIcon } from 'lucide-react/icons/move-vertical';
import { Glyph } from '../../parts/glyph';
import { useStore } from '../../platform/use-store';
import type { Image } from '../../page/page-schema';
import { imageProportion } from '../../media/image/image-url';
import { useMediaQuery } from '../../platform/use-media-query';
import { usePageVisible } from '../../platform/use-page-visible';
import { usePolicy, useRuntimeBasics, useViewport, useVisibility } from '../../core/runtime-context';
import { useVisitorInteracted } from '../../platform/visitor-interaction';
import { anyVideoPlaying } from '../../media/media-store';
import { ResponsiveImage } from '../../media/image/ResponsiveImage';
import { NoScriptImageBox } from '../../media/image/no-script-image';
import { useInServerHtml } from '../../platform/server-html';
import { NoScript } from '../../platform/no-script';
import { MIN_LOOP_SLIDES } from './constants';
import {
  autoplayShouldRun,
  canSlide,
  firstSlideInBox,
  frameAspectRatio,
  paginationCount,
  resolveSliderSettings,
  safeProportion,
  slidesDrawn,
  sliderEnabledHere,
  stepBeforeStartTarget,
  swiperWanted,
  tooFewSlidesToMove,
  type SliderEnabledOn,
  type SliderSettings,
  type SliderVariant,
} from './rules';
import { planKey, sliderPlan, type SliderPlan } from './swiper-options';
import type { SwiperController } from './swiper-controller';
import { useGoToSlide, useNamedSlide, useSlidePosition, useSliderStatus, useSwipeBeforeStart, useSwiperAutoplay, useSwiperInstance, useSwiperKit, useSwipeHint } from './use-slider';
import { VISUAL_TOKENS } from '../../page/visual-tokens';
import './slider.css';

export interface SliderProps {
  /** The element's id: the remembered position, the editor's jump event and visibility use it. */
  id: string;
  slides: readonly Image[] | null | undefined;
  /** The schema's slider data; missing or invalid fields take the schema's defaults. */
  settings?: Partial<SliderSettings> | null | undefined;
  radius?: number | undefined;
  /** The responsive mode: the viewports the slider works on (default all); elsewhere a static grid. */
  enabledOn?: SliderEnabledOn | undefined;
  /** A fixed proportion (height / width) of a slide; by default the first image's. */
  proportion?: number | undefined;
  /** A slide to show; when it changes the slider moves there (a card shows its variant's image). */
  showIndex?: number | undefined;
}

export type SliderState = 'static' | 'loading' | 'ready' | 'error';

/** The generic slider: media01 with `kind: 'slider'`. */
export const GenericSlider = memo(function GenericSlider(props: SliderProps) {
  return <Slider variant="generic" {...props} />;
});

/**
 * The small image slider inside a product card (its speed rule differs, spec 000 §9). Memoised:
 * an option change re-renders its card, and the slider (its slides, Swiper, the images) only when
 * the slide to show changes.
 */
export const CardSlider = memo(function CardSlider(props: SliderProps) {
  return <Slider variant="card" {...props} />;
});

const isSlideImage = (value: unknown): value is Image => {
  if (!value || typeof value !== 'object') return false;
  const image = value as Partial<Image>;
  return (
    (typeof image.id === 'string' || typeof image.id === 'number') &&
    typeof image.ext === 'string' &&
    typeof image.width === 'number' &&
    image.width > 0 &&
    typeof image.height === 'number' &&
    image.height > 0
  );
};

function Slider({ slides: given, ...props }: SliderProps & { variant: SliderVariant }) {
  const slides = Array.isArray(given) ? given.filter(isSlideImage) : [];
  const slidesKey = slides.map((image, index) => `${index}:${image.id}.${image.ext}`).join('|');
  // Other slides are other markup under Swiper: remount rather than patch the nodes it moved.
  return <SliderBox key={slidesKey} slides={slides} {...props} />;
}

const COARSE_POINTER = '(pointer: coarse)';

function SliderBox({ variant, id, slides, settings: givenSettings, radius, enabledOn = 'all', proportion, showIndex }: SliderProps & { variant: SliderVariant; slides: Image[] }) {
  const { stores, t } = useRuntimeBasics();
  const viewport = useViewport();
  const adminNotes = usePolicy('adminNotes');
  const reducedMotion = usePolicy('reducedMotion');
  const previewSpeed = usePolicy('sliderPreviewSpeed');
  const loopAutoplayAllowed = usePolicy('sliderLoopAutoplay');
  const capturing = usePolicy('captureRender');
  const remember = usePolicy('rememberSlidePosition');
  const settings = resolveSliderSettings(givenSettings);
  const plan = sliderPlan({ variant, settings, slideCount: slides.length, previewSpeed, viewport, loopAutoplayAllowed, capturing, reducedMotion });
  const key = planKey(plan);
  const enabled = sliderEnabledHere(enabledOn, viewport);
  const slidable = enabled && canSlide(slides.length, plan.perView);

  const root = useRef<HTMLDivElement>(null);
  const viewportEl = useRef<HTMLDivElement>(null);
  const paginationEl = useRef<HTMLDivElement>(null);
  const bulletsBeforeEl = useRef<HTMLDivElement>(null);
  // Watched per layout: the grid has no root to watch, and the slider's root is a new element each
  // time the viewport turns it back on (a phone turned to landscape, a window widened), which the
  // watch must follow or the slider never starts.
  const visibility = useVisibility(root, enabled ? `slider:${id}` : `slider:${id}:grid`);
  const [status, { snapshot, failed }] = useSliderStatus();
  // Swiper's chunk loads once the slider nears the screen and there is something to slide, at once
  // for a slider that autoplays and otherwise at the visitor's first interaction with the page
  // (`swiperWanted`); Swiper starts once the slider is on the screen. Starting is a task of some
  // 50 ms on a slow phone, and a page's sliders below its first screen (the cards of a catalogue)
  // started while it loaded.
  const visitorInteracted = useVisitorInteracted();
  const controller = useRef<SwiperController | null>(null);
  const position = useSlidePosition(id, slides.length, remember, showIndex);
  const editorJumped = useNamedSlide(controller, position, id, slides.length, showIndex);
  const wantsSwiper = swiperWanted({ slidable, nearScreen: visibility.first.nearScreen, autoplays: plan.autoplayDelayMs !== null, visitorInteracted: visitorInteracted || editorJumped });
  const kit = useSwiperKit(wantsSwiper, status, failed, id);
  const starts = wantsSwiper && visibility.first.onScreen;
  useSwiperInstance({ controller, kit, viewportEl, paginationEl, bulletsBeforeEl, planKey: key, slidable: starts, status, failed, position, sliderId: id, t });
  const ready = snapshot !== null && !failed;
  // WAI carousel pattern: autoplay stops while the keyboard focus is inside the slider, so a
  // keyboard or screen-reader user is never moved on under their feet; it resumes when focus leaves.
  const [focusInside, setFocusInside] = useState(false);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocusInside(false);
  };
  const pageVisible = usePageVisible();
  useSwiperAutoplay(controller, ready && !focusInside && autoplayShouldRun(plan.autoplayDelayMs, { inView: visibility.inView, pageVisible }), key);
  const touch = useMediaQuery(COARSE_POINTER, false);
  const hint = useSwipeHint({ swipeable: slidable, touch, viewport, inView: visibility.inView });
  const swipeBeforeStart = useSwipeBeforeStart({ ready, plan, slideCount: slides.length, viewportEl, position, controller });
  const goToSlide = useGoToSlide(controller, position);

  const videoPlaying = useStore(stores.media, anyVideoPlaying);
  // The server's HTML (and its hydration): where the slides not drawn are written for a page read without scripts.
  const inServerHtml = useInServerHtml();

  if (slides.length === 0) {
    // Bad or empty input never throws: visitors see nothing, the owner a note.
    return adminNotes ? (
      <div className="rt-slider rt-slider--empty" data-slider-state="static" data-slider-empty="">
        {t('slider::empty')}
      </div>
    ) : null;
  }

  const first = slides[0]!;
  const ratio = safeProportion(proportion ?? imageProportion(first));
  // One slide with loop or autoplay asked for: both are off (spec 000 §5); the owner is told why.
  const tooFewNote =
    adminNotes && tooFewSlidesToMove(settings, slides.length) ? (
      <p className="rt-slider__note" role="note" data-slider-note="too-few">
        {t('slider::too_few_to_move', { count: MIN_LOOP_SLIDES })}
      </p>
    ) : null;

  if (!enabled) {
    // Disabled on this viewport (the responsive mode): the slides, statically, in a grid.
    return (
      <div className="rt-slider rt-slider--grid" data-slider-state="static" data-slider-layout="grid" data-slider-variant={variant} style={{ '--rt-slider-columns': plan.perView } as CSSProperties}>
        {slides.map((image, index) => (
          <div className="rt-slider__cell" key={index}>
            <ResponsiveImage image={image} radius={radius} />
          </div>
        ))}
        {tooFewNote}
      </div>
    );
  }

  const state: SliderState = failed ? 'error' : ready ? 'ready' : wantsSwiper ? 'loading' : 'static';
  const vertical = plan.direction === 'vertical';
  // The controls are drawn before Swiper starts as well (the keyboard reaches them from the first
  // paint); a press then moves the static slides (`stepBeforeStartTarget`), where Swiper starts.
  const controlsShown = slidable && !failed;
  const stepBeforeStart = (step: 1 | -1) => (ready ? null : stepBeforeStartTarget({ index: position.start(), slideCount: slides.length, perView: plan.perView, loop: plan.loop, step }));
  // Before Swiper starts, the slides in the box are drawn from the one it starts on; once it
  // starts, all of them, with the track moved to that one until Swiper places it (slider.css).
  const firstInBox = firstSlideInBox(position.start(), slides.length, plan.perView);
  const drawnFrom = starts ? 0 : firstInBox;
  const drawnTo = drawnFrom + slidesDrawn(slides.length, plan.perView, starts);
  // A page read without scripts has only the server's HTML, and no Swiper to draw the others: the
  // slides not drawn are written for it, in their places around the drawn ones, each in a
  // <noscript> (its photo a file, as ResponsiveImage's is there), and its style lays the track out
  // as a strip to scroll (runtime/site/no-script.ts). With scripts they are text, and go once the
  // page has hydrated; Swiper, once it starts, has every slide drawn.
  const slidesWithoutScripts = (from: number, to: number) =>
    inServerHtml &&
    !starts &&
    to > from && (
      <NoScript>
        {slides.slice(from, to).map((image, offset) => (
          <div className="swiper-slide rt-slider__slide" key={from + offset}>
            <NoScriptImageBox image={image} radius={radius} viewport={viewport} />
          </div>
        ))}
      </NoScript>
    );
  const style = {
    '--rt-slider-per-view': plan.perView,
    '--rt-slider-gap': `${plan.gap}px`,
    '--rt-slider-start': starts ? firstInBox : 0,
  } as CSSProperties;

  return (
    <div
      ref={root}
      className="rt-slider"
      // WAI carousel pattern: one named group with the carousel's role description around the slides and their controls.
      role="group"
      aria-roledescription={t('slider::carousel')}
      aria-label={t('slider::label', { count: slides.length })}
      data-slider-state={state}
      data-slider-layout="slider"
      data-slider-variant={variant}
      data-direction={plan.direction}
      data-effect={plan.effect}
      data-viewport={viewport}
      data-controls={videoPlaying ? 'reduced' : 'full'}
      data-loop={snapshot ? String(snapshot.loop) : undefined}
      data-autoplay={snapshot?.autoplay}
      data-active-index={snapshot?.index}
      data-in-view={String(visibility.inView)}
      data-reduced-motion={reducedMotion ? '' : undefined}
      data-focus-inside={focusInside ? '' : undefined}
      style={style}
      onFocus={() => setFocusInside(true)}
      onBlur={onBlur}
      onPointerDown={(event) => {
        hint.markInteraction();
        swipeBeforeStart.onPointerDown(event);
      }}
      onPointerUp={swipeBeforeStart.onPointerUp}
      onPointerCancel={swipeBeforeStart.onPointerCancel}
      onDragStart={swipeBeforeStart.onDragStart}
      onClickCapture={swipeBeforeStart.onClickCapture}
      onKeyDown={hint.markInteraction}
    >
      <div className="rt-slider__frame" style={{ aspectRatio: frameAspectRatio(ratio, plan.perView, plan.direction) }}>
        {/* Swiper owns the classes and inline styles of this subtree: React never changes them. The
            slides past the box are added in the render that lets Swiper start, before it starts. */}
        <div ref={viewportEl} className="swiper rt-slider__viewport">
          <div className="swiper-wrapper rt-slider__track">
            {slidesWithoutScripts(0, drawnFrom)}
            {slides.slice(drawnFrom, drawnTo).map((image, offset) => (
              <div className="swiper-slide rt-slider__slide" key={drawnFrom + offset}>
                <ResponsiveImage image={image} radius={radius} />
              </div>
            ))}
            {slidesWithoutScripts(drawnTo, slides.length)}
          </div>
          {plan.pagination && <div ref={paginationEl} className="swiper-pagination rt-slider__pagination" />}
        </div>
        {plan.pagination && controlsShown && !ready && !vertical && (
          <PaginationBeforeStart ref={bulletsBeforeEl} pagination={plan.pagination} count={paginationCount(slides.length, plan)} active={firstInBox} label={(index) => t('slider::go_to_slide', { index: index + 1 })} onSelect={goToSlide} />
        )}
        {/* At either end of a slider without loop its arrow is aria-disabled, not disabled: a
            disabled button drops the keyboard focus that pressed it to the page's body (WCAG
            2.4.3); this one keeps it, and a press does nothing. */}
        {controlsShown &&
          ([
            { side: 'prev', label: t('slider::previous'), target: stepBeforeStart(-1), endReached: snapshot ? !snapshot.loop && snapshot.isBeginning : false, icon: vertical ? chevronUpIcon : chevronLeftIcon },
            { side: 'next', label: t('slider::next'), target: stepBeforeStart(1), endReached: snapshot ? !snapshot.loop && snapshot.isEnd : false, icon: vertical ? chevronDownIcon : chevronRightIcon },
          ] as const).map(({ side, label, target, endReached, icon }) => {
            const refused = ready ? endReached : target === null;
            return (
              <button
                key={side}
                type="button"
                className={`rt-slider__arrow rt-slider__arrow--${side}`}
                aria-label={label}
                aria-disabled={refused || undefined}
                onClick={() => {
                  if (refused) return;
                  const live = controller.current;
                  if (live && side === 'prev') live.slidePrev();
                  else if (live) live.slideNext();
                  else if (target !== null) goToSlide(target);
                }}
              >
                <Glyph icon={icon} size={VISUAL_TOKENS.icon.dialog} />
              </button>
            );
          })}
        {hint.shown && (
          <div className="rt-slider__hint" data-swipe-hint="" aria-hidden>
            <Glyph icon={vertical ? moveVerticalIcon : moveHorizontalIcon} size={VISUAL_TOKENS.icon.dialog} />
          </div>
        )}
        {tooFewNote}
      </div>
    </div>
  );
}

/**
 * Swiper's pagination as it first shows, drawn before Swiper starts (a slider that does not
 * autoplay waits for the visitor's first interaction): a phone shows its dots, or "1 / 4", the
 * slide it starts on marked, from the first paint, in Swiper's sizes and place, and Swiper's own
 * replace them where they are. The dots are Swiper's buttons already, named as its are, so the
 * keyboard reaches them at once (the focus on one passes to Swiper's in its place, use-slider.ts).
 * Dynamic bullets (more than 7 slides) move as they show, so they wait for Swiper (the arrows are
 * there before).
 */
function PaginationBeforeStart({
  ref,
  pagination,
  count,
  active,
  label,
  onSelect,
}: {
  ref: RefObject<HTMLDivElement | null>;
  pagination: NonNullable<SliderPlan['pagination']>;
  count: number;
  active: number;
  label(index: number): string;
  onSelect(index: number): void;
}) {
  if (pagination.type === 'fraction') {
    return (
      // One text, the element's only child: a page translator that wraps the text in its own
      // elements loses them at the next slide, where separate texts kept the old number.
      <div className="rt-slider__pagination-before rt-slider__pagination-before--fraction" aria-hidden>
        {`${active + 1} / ${count}`}
      </div>
    );
  }
  if (pagination.dynamic) return null;
  return (
    <div ref={ref} className="rt-slider__pagination-before">
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          className="rt-slider__dot"
          aria-label={label(index)}
          aria-current={index === active || undefined}
          data-active={index === active ? '' : undefined}
          onClick={() => onSelect(index)}
        />
      ))}
    </div>
  );
}
