/**
 * A tab list on a page read without scripts, where its bar cannot switch: a list that asks for it
 * (Tabs' `stackedWithoutScript`, whose server HTML holds every panel's content) shows every panel,
 * one after the other under its tab's title, and not its bar (the tabs or the dropdown).
 *
 * The rules go into a <noscript> in the head of a published page that has such a list
 * (publish/entry-server.tsx, noScriptCss): only there may a <noscript> hold a style, and unlike a
 * `scripting` media query it also applies where an extension blocks the scripts and shows the
 * <noscript> content. While scripts run they are not there, and the titles stay hidden (tabs.css).
 */

/** Marks a tab list that stacks its panels without scripts (Tabs.tsx writes it). */
export const STACKED_WITHOUT_SCRIPT_ATTRIBUTE = 'data-tabs-stacked-without-script';

const stacked = `[${STACKED_WITHOUT_SCRIPT_ATTRIBUTE}]`;

/** Outweighs tabs.css's `.rt-tabs__panel[hidden]` and `.rt-tabs__panel-title` whatever their order. */
export const TABS_NO_SCRIPT_CSS = [
  `${stacked} > .rt-tabs__bar { display: none; }`,
  `${stacked} > .rt-tabs__panels > :is(.rt-tabs__panel, .rt-tabs__panel-title) { display: block; }`,
].join('\n');
