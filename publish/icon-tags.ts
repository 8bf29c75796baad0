/**
 * The page's icon, as browsers show it in a tab and a bookmark and phones on their home screen:
 * the head's links to it, in the sizes each asks for. Server only: scripts/publish.mjs puts them in
 * the place of the template's empty icon (a page without one asks for none, so no visit logs a 404).
 */
import type { LoadedPage } from '../runtime';
import { escapeHtml } from '../runtime/safety/text';
import { imagePath, imageQuality } from '../runtime/media/image/image-url';

/** A browser tab's icon, in CSS px: 32 covers a tab at 2× (16 px drawn). */
export const TAB_ICON_SIZE = 32;
/** What iOS puts on the home screen (apple-touch-icon): 180 px, its largest. */
export const HOME_SCREEN_ICON_SIZE = 180;
/** What Android's Chrome takes for a home-screen shortcut without a manifest: 192 px. */
export const ANDROID_ICON_SIZE = 192;

/** The head's icon links, as HTML; none when the page has no icon. */
export function iconTags(page: LoadedPage): string[] {
  const icon = page.settings.icon;
  if (!icon) return [];
  // Every size as a PNG (a drawing rasterised by the image server): each browser and phone reads
  // one, and an icon keeps its transparency.
  const png = (size: number) => escapeHtml(imagePath(icon, { width: size, quality: imageQuality('png', false), ext: 'png' }));
  const drawing = icon.ext.toLowerCase() === 'svg';
  return [
    `<link rel="icon" type="image/png" sizes="${TAB_ICON_SIZE}x${TAB_ICON_SIZE}" href="${png(TAB_ICON_SIZE)}" />`,
    `<link rel="icon" type="image/png" sizes="${ANDROID_ICON_SIZE}x${ANDROID_ICON_SIZE}" href="${png(ANDROID_ICON_SIZE)}" />`,
    // A drawing stays sharp at any size and in any tab: the browsers that read SVG icons take it.
    ...(drawing ? [`<link rel="icon" type="image/svg+xml" sizes="any" href="${escapeHtml(imagePath(icon))}" />`] : []),
    `<link rel="apple-touch-icon" href="${png(HOME_SCREEN_ICON_SIZE)}" />`,
  ];
}
