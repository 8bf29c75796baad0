/**
 * What a published page tells search engines and the apps a link to it is shared in (a chat, a
 * social feed): its description, its canonical address, and the Open Graph and Twitter card tags
 * a link's preview is drawn from (title, description, picture). Server only: written into the
 * head by scripts/publish.mjs; the visitor's script reads none of it.
 */
import type { LoadedPage } from '../runtime';
import { imageFormat, imagePath, imageProportion, imageQuality } from '../runtime/media/image/image-url';
import type { Image } from '../runtime/page/schema/common';
import { isRecord } from '../runtime/safety/is-record';
import { escapeHtml } from '../runtime/safety/text';

/**
 * The width of a shared link's picture: the 1200 px that Facebook, LinkedIn and X ask for (their
 * large previews are drawn 1.91:1 at up to 1200 × 630); a smaller original is sent as it is.
 */
export const SHARE_IMAGE_WIDTH = 1200;

/** Formats a link preview cannot show (an SVG drawing): such a picture is left out, not sent. */
const UNSHAREABLE_EXTS = new Set(['svg']);

/** The Open Graph locale of a page: its language and its country (`en_US`, `ru_RU`). */
export function shareLocale(language: string, country: string): string {
  return `${language}_${country}`;
}

/**
 * The picture a shared link shows: the owner's, else the first photo of the page's first section
 * that shows on some viewport (the hero's background or its first image, what a visitor sees first).
 */
export function sharePicture(page: LoadedPage): Image | undefined {
  if (page.settings.shareImage) return page.settings.shareImage;
  const first = page.sections.find((part) => part.ok && !(part.value.hidden?.desktop && part.value.hidden.mobile));
  if (!first?.ok) return undefined;
  let found: Image | undefined;
  const visit = (value: unknown): void => {
    if (found) return;
    if (Array.isArray(value)) value.forEach(visit);
    else if (isRecord(value)) {
      if (isImage(value)) found = value;
      else Object.values(value).forEach(visit);
    }
  };
  visit(first.value);
  return found;
}

function isImage(value: Record<string, unknown>): value is Image {
  return typeof value.id === 'string' && typeof value.ext === 'string' && typeof value.width === 'number' && typeof value.height === 'number';
}

/** The head tags, in order, as HTML; every value escaped. */
export function shareTags(page: LoadedPage): string[] {
  const { title, description, address, language, country } = page.settings;
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags: string[] = [];
  if (description) tags.push(meta('name', 'description', description));
  if (address) tags.push(`<link rel="canonical" href="${escapeHtml(address)}" />`);
  tags.push(meta('property', 'og:type', 'website'));
  if (title) tags.push(meta('property', 'og:title', title));
  if (description) tags.push(meta('property', 'og:description', description));
  if (address) tags.push(meta('property', 'og:url', address));
  tags.push(meta('property', 'og:locale', shareLocale(language, country)));
  // A picture needs an absolute address (the apps fetch it from elsewhere): without the page's own
  // address it is left out, as is a drawing they cannot show.
  const picture = sharePicture(page);
  const shared = picture && address && !UNSHAREABLE_EXTS.has(picture.ext.toLowerCase()) ? picture : undefined;
  if (shared && address) {
    // The format a browser with neither AVIF nor WebP gets: every link preview reads it.
    const format = imageFormat(shared, { avif: false, webp: false });
    const width = Math.min(SHARE_IMAGE_WIDTH, Math.round(shared.width));
    const height = Math.round(width * imageProportion(shared));
    tags.push(meta('property', 'og:image', new URL(imagePath(shared, { width, quality: imageQuality(format, false), ext: format }), address).href));
    tags.push(meta('property', 'og:image:width', String(width)), meta('property', 'og:image:height', String(height)));
    if (shared.alt) tags.push(meta('property', 'og:image:alt', shared.alt));
  }
  tags.push(meta('name', 'twitter:card', shared ? 'summary_large_image' : 'summary'));
  return tags;
}
