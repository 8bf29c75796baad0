/**
 * The height a catalogue card off the screen holds until it is drawn (catalogue.css: a card is laid
 * out only as it comes near the screen, `content-visibility: auto`). A fixed guess was 235 px short
 * of a desktop card on the published shop, so as a visitor scrolled down, each row that came near
 * the screen grew and pushed what was below it: the "Show more" button jumped under the pointer,
 * and a click aimed at it could miss. The grid's cards share one layout and style, so the first
 * card's drawn height is the guess for the others: the grid carries it as `--rt-card-height`.
 * Until that card is drawn itself (a catalogue below the screen) it holds the guess, and so do the
 * others; once it comes near the screen, they take its height, before the visitor reaches them.
 * (Drawing it at once, off the screen, cost the shop's phone 35 ms more blocking time: Lighthouse,
 * median of 5, side by side.)
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
    // The observer's own sizes: reading a box here would force a layout in every callback. The
    // content box's, as contain-intrinsic-size gives it: the border box's fed the card's padding and
    // border back into the held height, which a card stretched to its row's height (a card beside it
    // held) reported again, 20–38 px taller each frame, a layout of the grid each time (on a phone,
    // where the shop's catalogues below start off the screen: Lighthouse's blocking time, median of
    // 5, 79 ms without the hold, 156 ms with it).
    const observer = new ResizeObserver((entries) => {
      const height = Math.round(entries.at(-1)?.contentBoxSize[0]?.blockSize ?? 0);
      if (height > 0) element.style.setProperty(CARD_HEIGHT_PROPERTY, `${height}px`);
    });
    observer.observe(first);
    return () => observer.disconnect();
  }, [grid, firstId]);
}
