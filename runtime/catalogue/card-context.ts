/**
 * What every element of one product card reads: the card's section, product and style, the chosen
 * options and variant, why the variant cannot be ordered (if so), and the card's two verbs. The
 * card provides it once; each card element (card-elements.tsx) takes what it needs.
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
  select(selection: Selection): void;
  act(click: CardClick): void;
}

export const CardContext = createContext<CardContextValue | null>(null);

export function useCard(): CardContextValue {
  const card = use(CardContext);
  if (!card) throw new Error('a card element outside a product card');
  return card;
}
