/**
 * A tab list on a page read without scripts, where its bar cannot switch: a list that asks for it
 * (Tabs' `noScriptPanels`) shows the panels its server HTML holds, each under its tab's title, and
 * not its bar (the tabs or the dropdown). 'all': every panel, one after the other (a BUNDLE, whose
 * server HTML holds every panel's content). 'selected': the selected panel only, the others staying
 * hidden (a catalogue, whose HTML holds its first category's cards; the others' come from its API,
 * with scripts).
 *
 * The rules are part of the page-wide style for a page read without scripts (runtime/site/no-script.ts),
 * in a <noscript> in the head of a published page that has such a list: only there may a <noscript>
 * hold a style, and unlike a `scripting` media query it also applies where an extension blocks the
 * scripts and shows the <noscript> content (and where the page's scripts failed to load:
 * publish/first-paint.ts). While scripts run they are not there, and the titles stay hidden (tabs.css).
 */

/** Which panels a tab list shows without scripts (Tabs' `noScriptPanels`). */
export type NoScriptPanels = 'all' | 'selected';

/** Marks a tab list that shows its panels without scripts, its value the NoScriptPanels (Tabs.tsx writes it). */
export const NO_SCRIPT_PANELS_ATTRIBUTE = 'data-tabs-no-script-panels';

const marked = `[${NO_SCRIPT_PANELS_ATTRIBUTE}]`;
const markedAs = (panels: NoScriptPanels) => `[${NO_SCRIPT_PANELS_ATTRIBUTE}='${panels}']`;

/** Outweighs tabs.css's `.rt-tabs__panel[hidden]` and `.rt-tabs__panel-title` whatever their order. */
export const TABS_NO_SCRIPT_CSS = [
  `${marked} > .rt-tabs__bar { display: none; }`,
  `${markedAs('all')} > .rt-tabs__panels > :is(.rt-tabs__panel, .rt-tabs__panel-title) { display: block; }`,
  // The selected panel shows as it is (not hidden); its title is the one before it.
  `${markedAs('selected')} > .rt-tabs__panels > .rt-tabs__panel-title:has(+ .rt-tabs__panel:not([hidden])) { display: block; }`,
].join('\n');
