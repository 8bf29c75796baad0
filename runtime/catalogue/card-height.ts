/**
 * The height a catalogue card off the screen holds until it is drawn (catalogue.css: a card is laid
 * out only as it comes near the screen, `content-visibility: auto`). A fixed guess was 235 px short
 * of a desktop card on the published shop, so as a visitor scrolled down, each row that came near
 * the screen grew and pushed what was below it: the "Show more" button jumped under the pointer,
 * and a click aimed at it could miss. The grid's cards share one layout and style, so the first
 * card's drawn height is the guess for the others: the grid carries it as `--rt-card-height`.
 * Rows still differ by their texts (on the published shop the first row is 56 px taller than the
 * next), so what is below moves by that much at most, not by a guess's error.
 */
import { useEffect, type RefObject } from 'react';

/** The custom property catalogue.css reads for a card's held height. */
export const CARD_HEIGHT_PROPERTY = '--rt-card-height';

/** Keeps the grid's `--rt-card-height` at its first card's height; again when the first card changes (`firstId`). */
export function useCardHeightHold(grid: RefObject<HTMLElement | null>, firstId: string | undefined): void {
  useEffect(() => {
    const element = grid.current;
    const first = element?.querySelector<HTMLElement>('.rt-card');
    if (!element || !first || typeof ResizeObserver === 'undefined') return;
    // The observer's own sizes: reading a box here would force a layout in every callback.
    const observer = new ResizeObserver((entries) => {
      const height = Math.round(entries.at(-1)?.borderBoxSize[0]?.blockSize ?? 0);
      if (height > 0) element.style.setProperty(CARD_HEIGHT_PROPERTY, `${height}px`);
    });
    observer.observe(first);
    return () => observer.disconnect();
  }, [grid, firstId]);
}
