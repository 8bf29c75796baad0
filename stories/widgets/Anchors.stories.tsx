import { StoryEnvironmentProvider, useStoryEnvironment } from '../support/environment';
import { StorySite } from '../support/StorySite';

export default { title: 'Widgets / Anchors' };

const padding = { desktop: { top: 48, bottom: 48 }, mobile: { top: 32, bottom: 32 } };
const FILLS = ['#f5f1ec', '#e9f0ea', '#eef0f7', '#f7eeee', '#f3f0e2'];

/** A tall section (taller than a screen), so one section at a time crosses the middle of the screen. */
const section = (index: number, id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'FREE',
  title,
  padding,
  ...extra,
  elements: [
    { id: `${id}-heading`, type: 'figure', data: { kind: 'text', tag: 'h2', text: title } },
    { id: `${id}-shape`, type: 'figure', data: { kind: 'shape', shape: 'rect', height: 900, radius: 16, fill: FILLS[index % FILLS.length], text: title } },
  ],
});

/**
 * Five sections: four with an anchor name, "Menu" without one (its dot links to its id), and
 * "Events" hidden on desktop (no dot there).
 */
const SECTIONS = [
  section(0, 'welcome', 'Welcome', { anchor: 'welcome' }),
  section(1, 'story', 'Our story', { anchor: 'our-story' }),
  section(2, 'menu', 'Menu'),
  section(3, 'events', 'Events', { anchor: 'events', hidden: { desktop: true } }),
  section(4, 'visit', 'Visit us', { anchor: 'visit' }),
];
const WIDGETS = [{ id: 'dots', type: 'ANCHORS' }];

/** The dots beside five sections; one dot per section shown on this viewport. Desktop, or admin on mobile. */
export const Dots = () => <StorySite sections={SECTIONS} widgets={WIDGETS} settings={{ title: 'Harbor Coffee' }} />;

/** The owner's entries: "Welcome" retitled, "Menu" switched off. */
const OWNER_WIDGETS = [{ id: 'dots', type: 'ANCHORS', data: { entries: [{ id: 'welcome', title: 'Start here' }, { id: 'menu', enabled: false }] } }];
export const OwnerEntries = () => <StorySite sections={SECTIONS} widgets={OWNER_WIDGETS} settings={{ title: 'Harbor Coffee' }} />;

/** One section only: admin shows the placeholder that says why no dots show; visitors see nothing. */
export const Placeholder = () => <StorySite sections={SECTIONS.slice(0, 1)} widgets={WIDGETS} settings={{ title: 'Harbor Coffee' }} />;

/** The dots in admin on a phone (admin shows them on mobile too), whatever the global controls say. */
export const MobileAdmin = () => {
  const environment = useStoryEnvironment();
  return (
    <StoryEnvironmentProvider value={{ ...environment, mode: 'admin', viewport: 'mobile' }}>
      <Dots />
    </StoryEnvironmentProvider>
  );
};

/** The same page in Russian: the list's name and the placeholder come from the i18n tables. */
export const Russian = () => <StorySite sections={SECTIONS.slice(0, 1)} widgets={WIDGETS} settings={{ title: 'Harbor Coffee', language: 'ru' }} />;
