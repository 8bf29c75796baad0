/**
 * A card's option of the `radio` widget is native radio buttons: on a published shop, a visitor who
 * picks "500 g" before the catalogue's code has come sees it checked at once, by the browser. React
 * leaves a checked radio as it is while hydrating, but the card's selection starts from the
 * server's, and the click came before anyone listened: the card showed the first value's price, its
 * next render checked that value again, and Add to cart put that variant in the cart. The card takes
 * the radios' checked values in once it has hydrated, as choices made then (CardOptions.tsx). The
 * other widgets are buttons, whose clicks the page's inline script replays.
 */
import { own } from '../safety/own-records';
import type { Product } from './product';
import { chooseValue, type OrderRules, type Selection } from './variants';

/**
 * The card's selection with the values its radios hold checked where they differ from it
 * (`options`: the card's options box), each chosen as a click would choose it, in the options'
 * order; the same selection when they hold what it has (a client render, whose radios show it).
 */
export function radiosCheckedBeforeHydration(options: HTMLElement, product: Product, selection: Selection, rules: OrderRules): Selection {
  const groups = [...options.querySelectorAll<HTMLElement>('[data-option]')];
  let chosen = selection;
  for (const option of product.options) {
    if (option.widget !== 'radio') continue;
    // Compared through the dataset, not a selector: an option id is product data and may hold any character.
    const group = groups.find((node) => node.dataset.option === option.id);
    const checked = group?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    const value = checked ? option.values.find((candidate) => candidate.key === checked.value) : undefined;
    // Against the selection the card hydrated with: a radio that still holds it is no choice of the
    // visitor's, though an earlier choice moved its option (a locked value) since.
    if (value && own(selection, option.id) !== value.key) chosen = chooseValue(product, chosen, option, value, rules);
  }
  return chosen;
}
