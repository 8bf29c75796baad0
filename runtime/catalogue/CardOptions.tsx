/**
 * A card's options (spec 000 §3 Option widget types, §4 Card options): one group per option,
 * drawn by its widget type:
 * - `vertical_list`: a dropdown select (the bundled dropdown widget);
 * - `radio`: native radio buttons;
 * - `vertical_block`: full-width blocks, one under the other;
 * - `horizon_block`: blocks in a row; colour values as swatches.
 * Locked values (not in this combination) can be chosen and say so in their tip; disabled values
 * (no variant at all) cannot, and say so too. Choosing a value hands the new selection up; so does
 * a radio a visitor checked before the card hydrated (checked-before-hydration.ts).
 */
import { useEffect, useEffectEvent, useId, useRef, type KeyboardEvent } from 'react';
import { safeColour } from '../safety/colour';
import { own } from '../safety/own-records';
import { useRuntimeBasics } from '../core/runtime-context';
import { usePageSettings } from '../page/page-settings-context';
import { Dropdown } from '../widgets/dropdown/Dropdown';
import { wrapIndex } from '../widgets/tabs/tab-rules';
import type { OptionValue, Product, ProductOption } from './product';
import { chooseValue, VALUE_TIP_KEYS, valueState, type Selection, type ValueState } from './variants';
import { radiosCheckedBeforeHydration } from './checked-before-hydration';

export interface CardOptionsProps {
  product: Product;
  selection: Selection;
  onChange(selection: Selection): void;
}

export function CardOptions({ product, selection, onChange }: CardOptionsProps) {
  const { ecommerce } = usePageSettings();
  const box = useRef<HTMLDivElement>(null);
  // The radios a visitor checked before the card hydrated (a published shop's catalogue comes with
  // its code after the page): taken in once, as choices made now (checked-before-hydration.ts).
  const takeCheckedBeforeHydration = useEffectEvent(() => {
    const checked = box.current ? radiosCheckedBeforeHydration(box.current, product, selection, ecommerce) : selection;
    if (checked !== selection) onChange(checked);
  });
  useEffect(() => takeCheckedBeforeHydration(), []);
  if (product.options.length === 0) return null;
  return (
    <div ref={box} className="rt-card__options">
      {product.options.map((option) => (
        <OptionGroup key={option.id} product={product} option={option} selection={selection} onChange={onChange} />
      ))}
    </div>
  );
}

function OptionGroup({ product, option, selection, onChange }: { product: Product; option: ProductOption; selection: Selection; onChange(selection: Selection): void }) {
  const { t } = useRuntimeBasics();
  const { ecommerce } = usePageSettings();
  const labelId = useId();
  const states = option.values.map((value) => valueState(product, selection, option, value));
  const choose = (value: OptionValue, state: ValueState) => {
    if (state === 'disabled') return;
    const next = chooseValue(product, selection, option, value, ecommerce);
    if (next !== selection) onChange(next);
  };
  const tip = (state: ValueState) => (state === 'available' ? undefined : t(VALUE_TIP_KEYS[state]));
  const chosen = own(selection, option.id) ?? null;

  if (option.widget === 'vertical_list') {
    return (
      <div className="rt-option rt-option--list" data-option={option.id} data-widget={option.widget}>
        <span className="rt-option__label" id={labelId}>
          {option.name}
        </span>
        <Dropdown
          label={option.name}
          value={chosen}
          options={option.values.map((value, index) => ({
            value: value.key,
            label: states[index] === 'available' ? value.name : `${value.name} · ${tip(states[index]!)}`,
            disabled: states[index] === 'disabled',
          }))}
          onChange={(key) => {
            const index = option.values.findIndex((value) => value.key === key);
            if (index >= 0) choose(option.values[index]!, states[index]!);
          }}
        />
      </div>
    );
  }

  if (option.widget === 'radio') {
    return (
      <fieldset className="rt-option rt-option--radio" data-option={option.id} data-widget={option.widget}>
        <legend className="rt-option__label">{option.name}</legend>
        {option.values.map((value, index) => {
          const state = states[index]!;
          return (
            <label key={value.id} className="rt-option__radio" data-state={state} title={tip(state)}>
              <input
                type="radio"
                name={`${labelId}-${option.id}`}
                value={value.key}
                checked={chosen === value.key}
                disabled={state === 'disabled'}
                onChange={() => choose(value, state)}
              />
              <span>{value.name}</span>
              {state !== 'available' && <span className="rt-sr-only">{tip(state)}</span>}
            </label>
          );
        })}
      </fieldset>
    );
  }

  // The WAI-ARIA radio group: one tab stop (the chosen value), arrows move and choose, skipping disabled values.
  const checkedIndex = option.values.findIndex((value) => value.key === chosen);
  const tabStop = checkedIndex >= 0 ? checkedIndex : Math.max(0, states.indexOf('available'));
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = radioKeyTarget(event.key, index, states);
    if (next === null) return;
    event.preventDefault();
    const group = event.currentTarget.parentElement;
    group?.querySelectorAll<HTMLButtonElement>('[role="radio"]')[next]?.focus();
    choose(option.values[next]!, states[next]!);
  };

  return (
    <div className={`rt-option rt-option--${option.widget === 'vertical_block' ? 'vertical' : 'horizontal'}`} data-option={option.id} data-widget={option.widget}>
      <span className="rt-option__label" id={labelId}>
        {option.name}
      </span>
      <div className="rt-option__blocks" role="radiogroup" aria-labelledby={labelId}>
        {option.values.map((value, index) => {
          const state = states[index]!;
          const swatch = value.data.type === 'color' ? safeColour(value.data.color) : null;
          return (
            <button
              key={value.id}
              type="button"
              role="radio"
              aria-checked={chosen === value.key}
              aria-disabled={state === 'disabled' || undefined}
              className={swatch ? 'rt-option__block rt-option__block--swatch' : 'rt-option__block'}
              data-state={state}
              data-value={value.id}
              tabIndex={index === tabStop ? 0 : -1}
              title={tip(state) ? `${value.name}: ${tip(state)}` : value.name}
              onClick={() => choose(value, state)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {swatch ? <span className="rt-option__swatch" style={{ background: swatch }} aria-hidden="true" /> : null}
              <span className={swatch ? 'rt-sr-only' : undefined}>{value.name}</span>
              {state !== 'available' && <span className="rt-sr-only">{tip(state)}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

/** Where a key moves in a radio group of values (wrapping, skipping disabled ones); null for other keys. */
export function radioKeyTarget(key: string, index: number, states: readonly ValueState[]): number | null {
  const count = states.length;
  const usable = (candidate: number) => states[candidate] !== 'disabled';
  const walk = (from: number, step: 1 | -1) => {
    for (let moved = 1; moved <= count; moved += 1) {
      const candidate = wrapIndex(from + step * moved, count);
      if (usable(candidate)) return candidate;
    }
    return null;
  };
  if (NEXT_KEYS.has(key)) return walk(index, 1);
  if (PREVIOUS_KEYS.has(key)) return walk(index, -1);
  if (key === 'Home') return walk(-1 + count, 1);
  if (key === 'End') return walk(0, -1);
  return null;
}
