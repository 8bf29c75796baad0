// @vitest-environment jsdom
/**
 * form01 with the date, datetime and calculator fields, and the special fields' code loading only
 * for the kinds a form has. Each field module is wrapped in a mock that records its first import,
 * so the tests see which chunks a form asked for. The file's tests run in order: the first one
 * renders before any field module was ever imported.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import type { Language } from '../platform/i18n';
import { Form01DataSchema, type Form01Element } from '../page/page-schema';
import { createSiteStores } from '../site/site-stores';
import { calculatorAnimationMs, isFieldLoaded, loadField, SPECIAL_FIELD_KINDS } from '../fields';
import { Form01 } from './Form01';
import { InProject } from './in-project.test-support';
import { leadRecorder } from './lead-recorder.test-support';

const imported = vi.hoisted(() => new Set<string>());
vi.mock('../fields/PhoneField', async (original) => (imported.add('phone'), original()));
vi.mock('../fields/NumberField', async (original) => (imported.add('number'), original()));
vi.mock('../fields/RangeField', async (original) => (imported.add('range'), original()));
vi.mock('../fields/FileField', async (original) => (imported.add('file'), original()));
vi.mock('../fields/DateField', async (original) => (imported.add('date'), original()));
vi.mock('../fields/CalculatorField', async (original) => (imported.add('calculator'), original()));

const element = (fields: unknown[]): Form01Element => ({ id: 'order', type: 'form01', data: Form01DataSchema.parse({ formId: 3, groupId: 'g', fields }) });

function setup(fields: unknown[], language: Language = 'en') {
  const { request, sent } = leadRecorder();
  const services = createDetachedServices({ request, log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } });
  render(
    <RuntimeProvider mode="run" viewport="desktop" language={language} stores={createSiteStores()} services={services}>
      <InProject>
        <Form01 element={element(fields)} />
      </InProject>
    </RuntimeProvider>,
  );
  return { sent };
}

/** Lets the form's microtasks and zero-delay timers run. */
const settle = () =>
  act(async () => {
    for (let round = 0; round < 5; round += 1) await vi.advanceTimersByTimeAsync(0);
  });

const sentFields = (body: Record<string, unknown>) => Object.fromEntries((body.fields as { id: string; value: unknown }[]).map((field) => [field.id, field.value]));

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 10, 24, 12, 0) });
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('special fields load only where a form has them', () => {
  it('a form of text fields loads none of their code', async () => {
    setup([
      { id: 'name', type: 'text', name: 'Name' },
      { id: 'email', type: 'email', name: 'Email' },
      { id: 'note', type: 'textarea', name: 'Note' },
    ]);
    await settle();
    expect(screen.getByLabelText('Name')).toBeTruthy();
    expect([...imported]).toEqual([]);
    for (const kind of SPECIAL_FIELD_KINDS) expect(isFieldLoaded(kind)).toBe(false);
  });

  it('a form with a datetime and a calculator loads those two, and nothing else', async () => {
    // Real timers, and the render in an awaited act: React renders a field whose code arrived when the act scope ends.
    vi.useRealTimers();
    await act(async () => {
      setup([
        { id: 'when', type: 'datetime', name: 'When' },
        { id: 'total', type: 'calculator', name: 'Total', formula: '2 * 3' },
      ]);
    });
    // The form started both imports as it rendered: wait for them (loadField hands back the pending ones).
    await vi.waitFor(() => expect([...imported].sort()).toEqual(['calculator', 'date']));
    await act(async () => {
      await Promise.all([loadField('date'), loadField('calculator')]);
    });
    expect(screen.getByLabelText('When')).toBeTruthy();
    expect([...imported].sort()).toEqual(['calculator', 'date']);
    expect(document.querySelector('[data-calculator-value]')?.getAttribute('data-calculator-value')).toBe('6');
  });
});

describe('date, datetime and calculator in a form', () => {
  const FIELDS = [
    { id: 'count', type: 'number', name: 'Cups' },
    { id: 'price', type: 'number', name: 'Price', decimals: 2 },
    { id: 'total', type: 'calculator', name: 'Total', formula: 'count * price', decimals: 2, prefix: '$' },
    { id: 'day', type: 'date', name: 'Day', range: 'future' },
    { id: 'slot', type: 'datetime', name: 'Slot', interval: 60, start: '09:00', finish: '18:00' },
  ];
  // Their code loaded up front: these tests read the fields, not the loading.
  beforeAll(async () => {
    await Promise.all((['number', 'date', 'calculator'] as const).map((kind) => loadField(kind)));
  });
  const count = () => document.querySelector<HTMLElement>('[data-form-field="total"] .rt-calc__count')?.textContent;
  const result = () => document.querySelector('[data-form-field="total"] output .rt-sr-only')?.textContent;

  it('the calculator follows its inputs, counting in min(600, 150 + 5 × change) ms on the clock', async () => {
    setup(FIELDS);
    await settle();
    expect(count()).toBe('$0.00');
    fireEvent.change(screen.getByLabelText('Cups'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '2.5' } });
    // Screen readers get the result at once; the visible count runs 150 + 5 × 10 = 200 ms.
    expect(result()).toBe('$10.00');
    expect(calculatorAnimationMs(10, false)).toBe(200);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(96);
    });
    const midway = Number(count()?.replace('$', ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(10);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120);
    });
    expect(count()).toBe('$10.00');
  });

  it('is instant under reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    setup(FIELDS);
    await settle();
    fireEvent.change(screen.getByLabelText('Cups'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '1' } });
    expect(count()).toBe('$100.00');
  });

  it('sends the calculator’s result and the dates in their documented formats', async () => {
    const { sent } = setup(FIELDS);
    await settle();
    fireEvent.change(screen.getByLabelText('Cups'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '4.25' } });
    const day = screen.getByLabelText('Day');
    fireEvent.change(day, { target: { value: '11/30/2026' } });
    fireEvent.blur(day);
    expect((day as HTMLInputElement).value).toBe('11/30/2026');
    const slot = screen.getByLabelText('Slot');
    fireEvent.change(slot, { target: { value: '12/01/2026 10:00' } });
    fireEvent.blur(slot);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    expect(sent).toHaveLength(1);
    expect(sentFields(sent[0]!)).toMatchObject({ count: '3', price: '4.25', total: '12.75', day: '2026-11-30', slot: '2026-12-01 10:00' });
  });

  it('refuses a date the calendar refuses: before today in a future range, or a time that is not a slot', async () => {
    const { sent } = setup(FIELDS);
    await settle();
    const day = screen.getByLabelText('Day');
    fireEvent.change(day, { target: { value: '11/23/2026' } });
    fireEvent.blur(day);
    const slot = screen.getByLabelText('Slot');
    fireEvent.change(slot, { target: { value: '12/01/2026 10:15' } });
    fireEvent.blur(slot);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    expect(sent).toHaveLength(0);
    expect(document.querySelector('[data-form-field="day"] .rt-field__error')?.textContent).toBe('Choose a date the calendar offers');
    expect(document.querySelector('[data-form-field="slot"] .rt-field__error')?.textContent).toBe('Choose a date the calendar offers');
    // What the visitor typed stays for them to correct.
    expect((day as HTMLInputElement).value).toBe('11/23/2026');
  });
});

describe('a required special field shows form01’s asterisk, hidden from screen readers', () => {
  beforeAll(async () => {
    await Promise.all(SPECIAL_FIELD_KINDS.map((kind) => loadField(kind)));
  });

  // Each field's label as seen (with the asterisk), and the control a screen reader names without it.
  it.each([
    { type: 'phone', role: 'textbox' },
    { type: 'number', role: 'textbox' },
    { type: 'date', role: 'textbox' },
    { type: 'datetime', role: 'textbox' },
    { type: 'range', role: 'slider' },
    { type: 'calculator', role: 'status', formula: '1 + 1' },
    { type: 'file', role: null },
  ])('$type', async ({ type, role, formula }) => {
    setup([
      { id: 'kept', type, name: 'Kept', required: true, ...(formula ? { formula } : {}) },
      { id: 'free', type, name: 'Free', ...(formula ? { formula } : {}) },
    ]);
    await settle();
    const label = (id: string) => document.querySelector(`[data-form-field="${id}"] .rt-field__label`);
    expect(label('kept')?.textContent).toBe('Kept *');
    const mark = label('kept')?.querySelector('[aria-hidden="true"]');
    expect(mark?.textContent).toBe(' *');
    expect(label('free')?.textContent).toBe('Free');
    expect(label('free')?.querySelector('[aria-hidden="true"]')).toBeNull();
    if (role) {
      // The accessible name leaves the aria-hidden asterisk out: exactly the owner's label.
      expect(screen.getByRole(role, { name: 'Kept' })).toBeTruthy();
      expect(screen.getByRole(role, { name: 'Free' })).toBeTruthy();
    }
    if (role === 'textbox' || role === null) {
      // The input itself still says it is required (and so is aria-required to assistive technology).
      const kept = screen.getByLabelText('Kept *') as HTMLInputElement;
      expect(kept.required).toBe(true);
      expect((screen.getByLabelText('Free') as HTMLInputElement).required).toBe(false);
    }
  });
});

describe('phone, number, range and calculator fields in a form', () => {
  beforeAll(async () => {
    await Promise.all(SPECIAL_FIELD_KINDS.map((kind) => loadField(kind)));
  });
  const send = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
  };

  it('the calculator sends the result it shows, rounded once (10.7 × 0.25 = 2.675: $2.68 both)', async () => {
    const { sent } = setup([
      { id: 'price', type: 'number', name: 'Price', decimals: 2 },
      { id: 'share', type: 'number', name: 'Share', decimals: 2 },
      { id: 'total', type: 'calculator', name: 'Total', formula: 'price * share', decimals: 2, prefix: '$' },
    ]);
    await settle();
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '10.7' } });
    fireEvent.change(screen.getByLabelText('Share'), { target: { value: '0.25' } });
    expect(document.querySelector('[data-form-field="total"] output .rt-sr-only')?.textContent).toBe('$2.68');
    await send();
    expect(sentFields(sent[0]!)).toMatchObject({ total: '2.68' });
  });

  it('a total placed above its subtotals counts them, as shown and as sent', async () => {
    const { sent } = setup([
      { id: 'total', type: 'calculator', name: 'Total', formula: 'beans + delivery', decimals: 2, prefix: '$' },
      { id: 'bags', type: 'number', name: 'Bags' },
      { id: 'beans', type: 'calculator', name: 'Beans', formula: 'bags * 12.5', decimals: 2 },
      { id: 'delivery', type: 'calculator', name: 'Delivery', formula: '4', decimals: 2 },
    ]);
    await settle();
    fireEvent.change(screen.getByLabelText('Bags'), { target: { value: '2' } });
    expect(document.querySelector('[data-form-field="total"] output .rt-sr-only')?.textContent).toBe('$29.00');
    await send();
    expect(sentFields(sent[0]!)).toMatchObject({ total: '29.00', beans: '25.00', delivery: '4.00' });
  });

  it('a disabled phone, number or range cannot be changed, is not checked, and sends its starting value (spec 002 §5)', async () => {
    const { sent } = setup([
      { id: 'name', type: 'text', name: 'Name' },
      { id: 'phone', type: 'phone', name: 'Phone', required: true, disabled: true },
      { id: 'count', type: 'number', name: 'Count', required: true, disabled: true },
      { id: 'budget', type: 'range', name: 'Budget', disabled: true },
      { id: 'span', type: 'range', name: 'Span', double: true, disabled: true },
    ]);
    await settle();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ann' } });
    expect((screen.getByLabelText('Phone *') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Count *') as HTMLInputElement).disabled).toBe(true);
    const sliders = screen.getAllByRole('slider');
    expect(sliders).toHaveLength(3);
    for (const slider of sliders) {
      expect(slider.getAttribute('aria-disabled')).toBe('true');
      expect(slider.tabIndex).toBe(-1);
      for (const key of ['ArrowRight', 'PageUp', 'End']) fireEvent.keyDown(slider, { key });
    }
    // A press on the track does not move a runner either.
    const track = document.querySelector<HTMLElement>('[data-form-field="budget"] .rt-range__track')!;
    track.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 100, height: 6 });
    // jsdom has no PointerEvent: a mouse event of that type carries the position.
    fireEvent(track, new MouseEvent('pointerdown', { bubbles: true, clientX: 60 }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(sliders.map((slider) => slider.getAttribute('aria-valuenow'))).toEqual(['0', '0', '100']);
    await send();
    expect(sent).toHaveLength(1);
    expect(sentFields(sent[0]!)).toMatchObject({ phone: '', count: '', budget: [0], span: [0, 100] });
  });

  it('the number field’s error is named by its input, and shown once', async () => {
    setup([
      { id: 'name', type: 'text', name: 'Name' },
      { id: 'count', type: 'number', name: 'Count', required: true },
    ]);
    await settle();
    // Not an empty form (that is one alert for the form): the number alone is missing.
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ann' } });
    await send();
    const input = screen.getByLabelText('Count *');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const errors = document.querySelectorAll('[data-form-field="count"] .rt-field__error');
    expect(errors).toHaveLength(1);
    expect(input.getAttribute('aria-describedby')).toBe(errors[0]!.id);
    expect(errors[0]!.textContent).toBe('Please fill in this field');
  });

  it('a decimal comma stays a comma on blur and on the arrow keys; the lead carries a dot', async () => {
    const { sent } = setup([{ id: 'weight', type: 'number', name: 'Weight', decimals: 1 }]);
    await settle();
    const input = screen.getByLabelText('Weight') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1,5' } });
    fireEvent.blur(input);
    expect(input.value).toBe('1,5');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('1,6');
    await send();
    expect(sentFields(sent[0]!)).toMatchObject({ weight: '1.6' });
  });

  it('the runners of a double range are named in the page’s language', async () => {
    setup([{ id: 'price', type: 'range', name: 'Цена', double: true }], 'ru');
    await settle();
    expect(screen.getByRole('slider', { name: 'Цена: от' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Цена: до' })).toBeTruthy();
  });

  it('Page Up and Page Down move a tenth of the range, and repeat when held as the arrows do', async () => {
    setup([{ id: 'budget', type: 'range', name: 'Budget', min: 0, max: 1000, step: 5 }]);
    await settle();
    const slider = screen.getByRole('slider', { name: 'Budget' });
    const now = () => slider.getAttribute('aria-valuenow');
    fireEvent.keyDown(slider, { key: 'PageUp' });
    expect(now()).toBe('100');
    // Held: the browser's own repeat is ignored; ours starts after 300 ms, then every 50 ms.
    fireEvent.keyDown(slider, { key: 'PageUp', repeat: true });
    expect(now()).toBe('100');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(350);
    });
    expect(now()).toBe('200');
    fireEvent.keyUp(slider, { key: 'PageUp' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(now()).toBe('200');
    fireEvent.keyDown(slider, { key: 'PageDown' });
    fireEvent.keyUp(slider, { key: 'PageDown' });
    expect(now()).toBe('100');
  });
});
