/**
 * What every element of one product card reads: the card's section, product and style, the chosen
 * options and variant, why the variant cannot be ordered (if so), and the card's two verbs. The
 * card provides it once; each card element (card-elements.tsx) takes what it needs.
 *
 * The elements that show only the product as the owner styled it (its description, its "more
 * details" link) read `CardProductContext` instead, which stays the same while the visitor picks
 * options: an option change then leaves them alone.
 */
import { createContext, use } from 'react';
import type { CardStyle } from '../page/page-schema';
import type { CardClick } from './card-actions';
import type { Product, Variant } from './product';
import type { OrderRefusal, Selection } from './variants';

export interface CardContextValue {
  sectionId: string;
  product: Product;
  style: CardStyle;
  selection: Selection;
  variant: Variant | null;
  /** Why the card's action cannot order (the options modal's refusal where the action opens it). */
  refusal: OrderRefusal | null;
  /** The id of the card's name element, which names the card (its <article>). */
  nameId: string;
  /** The media beside the details (a double card, on a desktop): its photo covers the column's height, whatever the owner's fit (catalogue.css). */
  double: boolean;
  select(selection: Selection): void;
  act(click: CardClick): void;
}

export const CardContext = createContext<CardContextValue | null>(null);

/** The part of a card that no option choice changes. */
export type CardProductValue = Pick<CardContextValue, 'sectionId' | 'product' | 'style'>;

export const CardProductContext = createContext<CardProductValue | null>(null);

export function useCardProduct(): CardProductValue {
  const card = use(CardProductContext);
  if (!card) throw new Error('a card element outside a product card');
  return card;
}

export function useCard(): CardContextValue {
  const card = use(CardContext);
  if (!card) throw new Error('a card element outside a product card');
  return card;
}
