import { useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useRuntime } from '../../runtime/core/runtime-context';
import { anyVideoPlaying } from '../../runtime/media/media-store';
import { createSiteStores } from '../../runtime/site/site-stores';
import { CardSlider as CardMediaSlider, GenericSlider, type SliderProps } from '../../runtime/widgets/slider/Slider';
import { loadSwiperKit, SwiperLoaderProvider } from '../../runtime/widgets/slider/load-swiper';
import { scenarioImage } from '../../scenarios/image-originals';
import { StoryRuntime } from '../support/StoryRuntime';

export default { title: 'Widgets / Slider' };

const image = scenarioImage;
const images = (...ids: string[]) => ids.map(image);

const FOUR = images('hero-espresso', 'cafe-interior', 'roastery', 'harbor-dusk');
const NINE = images('hero-espresso', 'cafe-interior', 'latte-art', 'pastries', 'beans-sack', 'barista', 'roastery', 'harbor-dusk', 'team');

const column = { maxWidth: 720, margin: '24px auto', padding: '0 16px' } as const;
const note = { font: '14px/1.5 system-ui, sans-serif', color: '#5b4a3e' } as const;

/** Below the slider the page goes on, so a test can scroll the slider out of view. */
function Page({ children, text, before = false }: { children: ReactNode; text?: string; before?: boolean }) {
  return (
    <>
      {before && (
        <div data-spacer style={{ height: '300vh', ...note, padding: 16 }}>
          Scroll down: the slider is three screens below. Swiper loads when it comes near.
        </div>
      )}
      <div style={column}>
        {text && <p style={note}>{text}</p>}
        {children}
      </div>
      <div aria-hidden data-spacer style={{ height: '250vh' }} />
    </>
  );
}

/** What an editor would do: ask the slider to show a slide (the `editor:jump-to-slide` event). */
function EditorJump({ elementId, index }: { elementId: string; index: number }) {
  const { services } = useRuntime();
  return (
    <p style={note}>
      <button type="button" onClick={() => services.events.emit('editor:jump-to-slide', { elementId, index })}>
        Editor: jump to slide {index + 1}
      </button>
    </p>
  );
}

function SliderStory({ text, editor = false, ...props }: SliderProps & { text?: string; editor?: boolean }) {
  return (
    <StoryRuntime>
      <Page text={text}>
        <GenericSlider radius={12} {...props} />
        {editor && <EditorJump elementId={props.id} index={2} />}
      </Page>
    </StoryRuntime>
  );
}

export const Generic = () => (
  <SliderStory
    id="generic"
    slides={FOUR}
    settings={{ loop: true, pagination: 'bullets' }}
    editor
    text="Four photographs, loop on, bullets. While editing there is no loop and the slide you leave is remembered (reload the page)."
  />
);

export const Autoplay = () => (
  <SliderStory id="autoplay" slides={FOUR} settings={{ autoplay: 2, loop: true }} text="Autoplay every 2 s, only while the slider is in view; never while editing." />
);

export const AutoplayNoLoop = () => (
  <SliderStory id="autoplay-no-loop" slides={images('latte-art', 'pastries', 'team')} settings={{ autoplay: 2, loop: false }} text="Autoplay every 2 s without loop: after the last slide it goes back to the first." />
);

export const Fade = () => <SliderStory id="fade" slides={FOUR} settings={{ effect: 'fade', pagination: 'fraction' }} text="The fade effect with a fraction counter." />;

export const Vertical = () => (
  <SliderStory id="vertical" slides={images('latte-art', 'pastries', 'team')} settings={{ direction: 'vertical' }} text="Vertical: slides move up and down." />
);

export const ManyCards = () => (
  <SliderStory id="many" slides={NINE} settings={{ count: 3 }} radius={8} text="Nine slides, three at a time: more than 7, so the bullets are dynamic." />
);

export const OneSlide = () => (
  <SliderStory id="one" slides={images('barista')} settings={{ loop: true, autoplay: 2 }} text="One slide: loop and autoplay are off, and Swiper never loads. While editing, a note says a slider needs two slides to move." />
);

export const NoSlides = () => <SliderStory id="none" slides={[]} text="No slides: nothing for visitors; a note while editing." />;

export const MobileOnly = () => (
  <SliderStory
    id="mobile-only"
    slides={FOUR}
    settings={{ count: 2 }}
    enabledOn="mobile"
    text="enabledOn: mobile. A slider on phones; on desktop the slides are laid out in a grid."
  />
);

/** Another part of the site plays a video: the slider hides its arrows and pagination; swiping still works. */
export const WithPlayingVideo = () => {
  const [stores] = useState(() => {
    const created = createSiteStores();
    created.media.getState().setPlaying('story-video', true);
    return created;
  });
  return (
    <StoryRuntime stores={stores}>
      <Page text="A video of the site is playing (media store): reduced controls.">
        <GenericSlider id="with-video" slides={FOUR} radius={12} />
        <VideoToggle />
      </Page>
    </StoryRuntime>
  );
};

function VideoToggle() {
  const { stores } = useRuntime();
  const playing = useStore(stores.media, anyVideoPlaying);
  return (
    <p style={note}>
      <button type="button" onClick={() => stores.media.getState().setPlaying('story-video', !playing)}>
        {playing ? 'Pause the video' : 'Play the video'}
      </button>
    </p>
  );
}

/** The small slider of a product card (the catalogue issue puts it in real cards). */
export const CardSlider = ({ effect = 'slide' }: { effect?: 'slide' | 'fade' }) => (
  <StoryRuntime>
    <Page text="A product card's media: 300 ms slides (450 ms fade in preview).">
      <article style={{ width: 280, font: '15px/1.4 system-ui, sans-serif', border: '1px solid #e6dfd6', borderRadius: 12, padding: 12, background: '#fff' }}>
        <CardMediaSlider id="card-media" slides={images('beans-sack', 'latte-art', 'pastries')} radius={8} settings={{ pagination: 'bullets', effect }} />
        <h2 style={{ margin: '12px 0 4px', fontSize: 16 }}>Ethiopia Yirgacheffe, 250 g</h2>
        <p style={{ margin: 0, color: '#6b5a4c' }}>€14.50</p>
      </article>
    </Page>
  </StoryRuntime>
);

/**
 * Three screens down: Swiper (JS and CSS) is requested only when the slider comes near the screen
 * and, as it does not autoplay, once the visitor has moved the mouse, touched or pressed a key.
 */
export const BelowTheFold = () => (
  <StoryRuntime>
    <Page before text="Swiper loaded only now.">
      <GenericSlider id="below" slides={FOUR} radius={12} />
    </Page>
  </StoryRuntime>
);

/** Swiper fails to load: the error is logged, the first slide stays, nothing throws. */
export const InitError = () => (
  <SwiperLoaderProvider value={() => Promise.reject(new Error('story: Swiper refused to load'))}>
    <SliderStory id="broken" slides={FOUR} text="Swiper failed: logged; the static first slide stays." />
  </SwiperLoaderProvider>
);

/**
 * Swiper is held back until the button is pressed, to see the box it will fill: the slides sit
 * where Swiper will put them, so initialising moves nothing.
 */
export const HeldLoad = () => {
  const [gate] = useState(() => {
    let open: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { open, loader: () => opened.then(loadSwiperKit) };
  });
  return (
    <SwiperLoaderProvider value={gate.loader}>
      <StoryRuntime>
        <Page text="Swiper waits for the button: compare the box before and after.">
          <GenericSlider id="held" slides={NINE} settings={{ count: 3 }} radius={8} />
          <p style={note}>
            <button type="button" onClick={gate.open}>
              Load Swiper now
            </button>
          </p>
        </Page>
      </StoryRuntime>
    </SwiperLoaderProvider>
  );
};
