// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { normaliseProduct, type Product } from './product';
import { radiosCheckedBeforeHydration } from './checked-before-hydration';
import { initialSelection, STRICT_ORDER_RULES, variantFor, type Selection } from './variants';

/** Sizes S and L and grinds whole and ground, both radios, and a bag of blocks; L comes whole only. */
function coffee(): Product {
  const read = normaliseProduct({
    id: 'coffee',
    title: 'Coffee',
    options: [
      { id: 'size', name: 'Size', widget: 'radio', values: [{ id: 's', name: 'S' }, { id: 'l', name: 'L' }] },
      { id: 'grind', name: 'Grind', widget: 'radio', values: [{ id: 'whole', name: 'Whole' }, { id: 'ground', name: 'Ground' }] },
      { id: 'bag', name: 'Bag', widget: 'horizon_block', values: [{ id: 'paper', name: 'Paper' }] },
    ],
    variants: [
      { id: 's-whole', price: 10, quantity: 5, optionValueIds: ['s', 'whole', 'paper'] },
      { id: 's-ground', price: 10, quantity: 5, optionValueIds: ['s', 'ground', 'paper'] },
      { id: 'l-whole', price: 18, quantity: 5, optionValueIds: ['l', 'whole', 'paper'] },
    ],
  });
  if (!read.ok) throw new Error('the coffee did not read');
  return read.product;
}

afterEach(() => {
  document.body.innerHTML = '';
});

/** A card's options box as CardOptions draws it for the radio options, the radios checked as `checked` says (value ids by option). */
function optionsBox(product: Product, checked: Record<string, string>): HTMLElement {
  const box = document.body.appendChild(document.createElement('div'));
  for (const option of product.options.filter((candidate) => candidate.widget === 'radio')) {
    const group = box.appendChild(document.createElement('fieldset'));
    group.dataset.option = option.id;
    for (const value of option.values) {
      const radio = group.appendChild(document.createElement('input'));
      radio.type = 'radio';
      radio.name = `card-${option.id}`;
      radio.value = value.key;
      radio.checked = checked[option.id] === value.id;
    }
  }
  return box;
}

const variantOf = (product: Product, selection: Selection) => variantFor(product, selection, STRICT_ORDER_RULES)?.id;

describe('radiosCheckedBeforeHydration: a card takes in the radios a visitor checked before it hydrated', () => {
  it('radios that hold the card’s selection (a client render, or nothing clicked) give the same selection', () => {
    const product = coffee();
    const selection = initialSelection(product);
    expect(radiosCheckedBeforeHydration(optionsBox(product, { size: 's', grind: 'whole' }), product, selection, STRICT_ORDER_RULES)).toBe(selection);
  });

  it('every radio option the visitor changed is taken, not only the last one', () => {
    const product = coffee();
    const selection = radiosCheckedBeforeHydration(optionsBox(product, { size: 's', grind: 'ground' }), product, initialSelection(product), STRICT_ORDER_RULES);
    expect(variantOf(product, selection)).toBe('s-ground');
  });

  it('a value is chosen as a click chooses it: a locked one moves the other options to a variant that has it, and the radio the visitor left does not move them back', () => {
    const product = coffee();
    // The card hydrates with S ground (a choice it kept); the visitor clicked L, locked with ground.
    const sGround: Selection = { ...initialSelection(product), grind: product.options[1]!.values[1]!.key };
    const large = radiosCheckedBeforeHydration(optionsBox(product, { size: 'l', grind: 'ground' }), product, sGround, STRICT_ORDER_RULES);
    expect(variantOf(product, large)).toBe('l-whole');
  });

  it('an options box without the radios (their group not drawn) leaves the selection', () => {
    const product = coffee();
    const selection = initialSelection(product);
    expect(radiosCheckedBeforeHydration(document.body.appendChild(document.createElement('div')), product, selection, STRICT_ORDER_RULES)).toBe(selection);
  });
});
