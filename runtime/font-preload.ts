/**
 * Starts loading the page fonts before the first render. With `font-display: optional`
 * (fonts.css) a font that is not ready within the browser's short block period is skipped for
 * that page view, so the files must already be on their way when text is first laid out.
 * Only the latin faces: other subsets load when a page uses them.
 */
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import playfairLatin from '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url';

export const PRELOADED_FONTS = [interLatin, playfairLatin] as const;

export function preloadPageFonts(doc: Document): void {
  for (const href of PRELOADED_FONTS) {
    if (doc.head.querySelector(`link[rel="preload"][href="${href}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'font';
    link.type = 'font/woff2';
    link.crossOrigin = 'anonymous';
    link.href = href;
    doc.head.append(link);
  }
}
