/**
 * Starts loading the page fonts before the first render. With `font-display: optional`
 * (fonts.css) a font that is not ready within the browser's short block period is skipped for
 * that page view, so the files must already be on their way when text is first laid out.
 * The latin faces always; the cyrillic ones too for a page in Russian (without them its headings
 * fell back to the system serif: the cyrillic files were asked for only once text needed them,
 * too late for `optional`). Other subsets load when a page uses them.
 */
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import interCyrillic from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url';
import playfairLatin from '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url';
import playfairCyrillic from '@fontsource-variable/playfair-display/files/playfair-display-cyrillic-wght-normal.woff2?url';
import type { Language } from './platform/i18n';

export const PRELOADED_FONTS = [interLatin, playfairLatin] as const;
const CYRILLIC_FONTS = [interCyrillic, playfairCyrillic] as const;

/** The font files to load ahead for a page in this language. */
export function fontsFor(language: Language | undefined): readonly string[] {
  return language === 'ru' ? [...PRELOADED_FONTS, ...CYRILLIC_FONTS] : PRELOADED_FONTS;
}

export function preloadPageFonts(doc: Document, language?: Language): void {
  // Compared as addresses: a published page's links are relative, and so may the file names be.
  const preloaded = new Set([...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href));
  for (const href of fontsFor(language)) {
    if (preloaded.has(new URL(href, doc.baseURI).href)) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'font';
    link.type = 'font/woff2';
    link.crossOrigin = 'anonymous';
    link.href = href;
    doc.head.append(link);
  }
}
