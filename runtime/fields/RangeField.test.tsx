// @vitest-environment jsdom
/**
 * The range field's keys on a range whose max is off the step grid (spec 001 §5 "Range": clamped
 * between the edges, step rounding, arrow keys): a double range starts at [min, max], and a key
 * that raises the "to" runner at max must leave it there, not lower it to the last whole step.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createSiteStores } from '../site/site-stores';
import { RangeField } from './RangeField';

/** The field as a form holds it: two runners from min to max. */
function Held() {
  const [values, setValues] = useState<[number] | [number, number]>([0, 100]);
  return <RangeField name="price" label="Price" min={0} max={100} step={7} values={values} onChange={setValues} />;
}

afterEach(cleanup);

const press = (runner: HTMLElement, key: string) => {
  fireEvent.keyDown(runner, { key });
  fireEvent.keyUp(runner, { key });
};

function toRunner() {
  render(
    <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()}>
      <Held />
    </RuntimeProvider>,
  );
  return screen.getAllByRole('slider')[1]!;
}

it.each(['ArrowRight', 'ArrowUp', 'End', 'PageUp'])('%s on the "to" runner at an off-grid max keeps it at max', (key) => {
  const to = toRunner();
  expect(to.getAttribute('aria-valuenow')).toBe('100');
  press(to, key);
  expect(to.getAttribute('aria-valuenow')).toBe('100');
});

it('the "to" runner steps down from an off-grid max to the last whole step, and End brings it back to max', () => {
  const to = toRunner();
  press(to, 'ArrowLeft');
  expect(to.getAttribute('aria-valuenow')).toBe('98');
  press(to, 'End');
  expect(to.getAttribute('aria-valuenow')).toBe('100');
});

it('moving a runner one step builds no new number format (one per language and decimal places, kept), though the field prints every number again', () => {
  const to = toRunner();
  // A first move, so whatever is made once has been made.
  press(to, 'ArrowLeft');
  const made = vi.spyOn(Intl, 'NumberFormat');
  press(to, 'ArrowLeft');
  expect(to.getAttribute('aria-valuenow')).toBe('91');
  expect(made).not.toHaveBeenCalled();
  made.mockRestore();
});
