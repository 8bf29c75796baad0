import type { Image } from '../../page/page-schema';

/** The caption under the large image: its alt text, else its name (and the trigger's label). */
export function lightboxCaption(image: Pick<Image, 'alt' | 'name'>): string {
  return image.alt?.trim() || image.name?.trim() || '';
}
