import { useMemo } from 'react';
import { scenarioImage } from '../../scenarios/image-originals';
import { StorySite } from '../support/StorySite';

export default { title: 'Blocks / BUNDLE' };

const StoryPage = ({ sections }: { sections: unknown[] }) => <StorySite sections={sections} settings={{ title: 'Harbor Coffee' }} />;

const image = scenarioImage;
const text = (id: string, value: string, tag = 'p', span = 12) => ({ id, type: 'figure', layout: { desktop: { span } }, data: { kind: 'text', tag, text: value } });
const picture = (id: string, imageId: string, span = 6) => ({ id, type: 'media01', layout: { desktop: { span } }, data: { kind: 'image', image: image(imageId), radius: 16 } });
const button = (id: string, label: string, action: Record<string, unknown>) => ({ id, type: 'button01', layout: { desktop: { span: 4 } }, data: { text: label, action } });

/** Three tabs of a café menu: text, images and buttons. The first has an anchor (#espresso-bar). */
const MENU_TABS = [
  {
    id: 'espresso',
    title: 'Espresso bar',
    anchor: 'espresso-bar',
    elements: [
      picture('latte-art-image', 'latte-art'),
      text('espresso-copy', '<h2>Espresso bar</h2><p>Our house blend pulled as a double: 18 g in, 36 g out. Milk from the farm across the bay.</p>', 'div', 6),
      button('espresso-order', 'Add a flat white', { type: 'cart' }),
    ],
  },
  {
    id: 'pastries',
    title: 'Pastries',
    elements: [
      text('pastries-copy', '<h2>Baked this morning</h2><p>Cardamom buns, almond croissants and a sourdough loaf that sells out by ten.</p>', 'div', 6),
      picture('pastries-image', 'pastries'),
      button('pastries-link', 'See the bakery hours', { type: 'link', href: '#hours' }),
    ],
  },
  {
    id: 'beans',
    title: 'Beans',
    elements: [
      picture('beans-image', 'beans-sack', 4),
      picture('roastery-image', 'roastery', 8),
      text('beans-copy', 'Roasted every Tuesday by the harbour.\nShipped by Thursday.'),
      button('beans-order', 'Order 250 g', { type: 'cart' }),
    ],
  },
];

const padding = { desktop: { top: 48, bottom: 48 }, mobile: { top: 32, bottom: 32 } };
const bundle = (tabs: unknown[], extra: Record<string, unknown> = {}) => ({ id: 'menu', type: 'BUNDLE', title: 'Our menu', padding, tabs, ...extra });
/** A tall FREE section, so the bundle can be far from the screen. */
const spacer = (id: string, label: string) => ({
  id,
  type: 'FREE',
  padding,
  elements: [{ id: `${id}-shape`, type: 'figure', data: { kind: 'shape', shape: 'rect', height: 1800, radius: 16, fill: '#f5f1ec', text: label } }],
});

/** Three tabs with real content. Takes `tabs` as a prop so a test can add one while it is mounted. */
export const ThreeTabs = ({ tabs = MENU_TABS }: { tabs?: unknown[] }) => {
  const sections = useMemo(() => [bundle(tabs)], [tabs]);
  return <StoryPage sections={sections} />;
};

/** The same tabs with the underline style, aligned left. */
export const Underline = () => {
  const sections = useMemo(() => [bundle(MENU_TABS, { tabStyle: 'underline', tabsAlign: 'left' })], []);
  return <StoryPage sections={sections} />;
};

/** Five tabs: a tab bar on desktop, a dropdown select on mobile. */
export const FiveTabs = () => {
  const sections = useMemo(
    () => [
      bundle([
        ...MENU_TABS,
        { id: 'tea', title: 'Tea', elements: [text('tea-copy', 'Sencha, Assam and a smoky lapsang.')] },
        { id: 'merch', title: 'Merch', elements: [text('merch-copy', 'Mugs, totes and a very good grinder.')] },
      ]),
    ],
    [],
  );
  return <StoryPage sections={sections} />;
};

/** The bundle below and above tall blocks: its tabs are created when it comes near the screen, and its hash is reset when it leaves. */
export const FarBelow = () => {
  const sections = useMemo(() => [spacer('above', 'Scroll down to the menu'), bundle(MENU_TABS), spacer('below', 'The end of the page')], []);
  return <StoryPage sections={sections} />;
};

/** The bundle at the top followed by a tall block: scroll down and the bundle's hash is reset. */
export const AtTop = () => {
  const sections = useMemo(() => [bundle(MENU_TABS), spacer('below', 'The end of the page')], []);
  return <StoryPage sections={sections} />;
};

/** A bundle without tabs: admin shows a note, visitors an empty block. */
export const NoTabs = () => {
  const sections = useMemo(() => [bundle([])], []);
  return <StoryPage sections={sections} />;
};

/** One tab holds a broken element: an error box in admin, nothing for visitors; the rest works. */
export const BrokenElement = () => {
  const sections = useMemo(
    () => [
      bundle([
        MENU_TABS[0],
        {
          id: 'broken',
          title: 'With a broken element',
          elements: [text('still-fine', 'This text still shows.'), { id: 'bad-figure', type: 'figure', data: { kind: 'sparkles' } }, { id: 'bad-type', type: 'marquee', data: {} }],
        },
      ]),
    ],
    [],
  );
  return <StoryPage sections={sections} />;
};
