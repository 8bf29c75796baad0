import { StorySite } from '../support/StorySite';

export default { title: 'Elements / rotator01' };

const spacer = { id: 'spacer', type: 'figure', data: { kind: 'shape', shape: 'rect', height: 1600, fill: '#f3e8da', text: 'Scroll down' } };

const TYPING_ITEMS = ['espresso', 'filter', 'decaf'];

/** `items` replaces the rotating words, so a test can update the element's data while it types. */
export const Typing = ({ items = TYPING_ITEMS }: { items?: string[] }) => (
  <StorySite
    elements={[{ id: 'rot', type: 'rotator01', data: { prefix: 'We roast', items, suffix: 'every Tuesday.', animation: 'typing', speed: 10, delay: 2, tag: 'h2' } }]}
  />
);

export const Counter = () => (
  <StorySite elements={[{ id: 'rot', type: 'rotator01', data: { items: ['1,200+'], suffix: 'cups a week', animation: 'counter', steps: 20, speed: 20, delay: 1, loop: false, tag: 'h2' } }]} />
);

/** The owner's colour for the whole line, rotating words included (issue 19.4). */
export const Coloured = () => (
  <StorySite elements={[{ id: 'rot', type: 'rotator01', data: { prefix: 'Open', items: ['every day', 'from 7:00'], animation: 'fade', speed: 8, delay: 1.5, tag: 'h2', style: { color: 'rebeccapurple' } } }]} />
);

export const Fade = () => (
  <StorySite elements={[{ id: 'rot', type: 'rotator01', data: { prefix: 'Open', items: ['every day', 'from 7:00', 'on Pier 4'], animation: 'fade', speed: 8, delay: 1.5, tag: 'h2' } }]} />
);

export const NonLoop = () => (
  <StorySite elements={[{ id: 'rot', type: 'rotator01', data: { items: ['one', 'two', 'three'], animation: 'slide', speed: 10, delay: 1, loop: false } }]} />
);

/** Below a tall spacer: it must not play until scrolled into view. */
export const BelowTheFold = () => (
  <StorySite elements={[spacer, { id: 'rot', type: 'rotator01', data: { items: ['ab', 'cd'], animation: 'typing', speed: 10, delay: 1 } }]} />
);

/** No items, zero speed: the page renders, admin shows what is wrong, nothing throws. */
export const BadInput = () => (
  <StorySite
    elements={[
      { id: 'fine', type: 'figure', data: { kind: 'text', text: 'The rest of the page' } },
      { id: 'empty', type: 'rotator01', data: { items: [] } },
      { id: 'frozen', type: 'rotator01', data: { items: ['a'], speed: 0 } },
    ]}
  />
);
