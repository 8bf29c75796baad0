// @vitest-environment jsdom
/**
 * form01 given values it did not see typed (`initial`: a checkout restored after a reload, a visitor
 * the page knows): a masked value that fills its mask is sent, one that does not is refused; a date
 * goes through the calendar's own check (spec 002 §5) at the submit, by the submit's today.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import { createSiteStores } from '../site/site-stores';
import { loadField, SPECIAL_FIELD_KINDS } from '../fields';
import type { FieldValue } from './validation';
import { Form01 } from './Form01';
import { InProject } from './in-project.test-support';
import { leadForm, leadRecorder } from './lead-recorder.test-support';

beforeAll(async () => {
  await Promise.all(SPECIAL_FIELD_KINDS.map((kind) => loadField(kind)));
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const FIELDS = [
  { id: 'name', type: 'text', name: 'Name', required: true },
  { id: 'phone', type: 'phone', name: 'Phone', required: true, mask: '+1 (***) ***-****' },
  { id: 'code', type: 'text', name: 'Member code', mask: '**-****' },
];

function setup(initial: Record<string, FieldValue>, fields: unknown[] = FIELDS) {
  const { request, sent } = leadRecorder();
  const services = createDetachedServices({ request, log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } });
  render(
    <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={services}>
      <InProject>
        <Form01 element={leadForm(fields)} initial={initial} />
      </InProject>
    </RuntimeProvider>,
  );
  const send = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () => {
      for (let round = 0; round < 5; round += 1) await vi.advanceTimersByTimeAsync(0);
    });
  };
  return { sent, send };
}

const sentFields = (body: Record<string, unknown>) => Object.fromEntries((body.fields as { id: string; value: unknown }[]).map((field) => [field.id, field.value]));
const alertText = () => document.querySelector('[data-form-alert]')?.textContent ?? '';

describe('form01 with given values', () => {
  it('sends a given phone and masked code that fill their masks, as they are, without the visitor retyping a digit', async () => {
    const { sent, send } = setup({ name: 'Ann', phone: '+1 (503) 555-1234', code: 'AB-1234' });
    expect((screen.getByLabelText('Phone', { exact: false }) as HTMLInputElement).value).toBe('+1 (503) 555-1234');
    await send();
    expect(alertText()).toBe('');
    expect(sent).toHaveLength(1);
    expect(sentFields(sent[0]!)).toMatchObject({ name: 'Ann', phone: '+1 (503) 555-1234', code: 'AB-1234' });
  });

  it('refuses a given phone that stops short of its mask, and a given code too short, and sends nothing', async () => {
    const { sent, send } = setup({ name: 'Ann', phone: '+1 (503) 555', code: 'AB-12' });
    await send();
    expect(sent).toHaveLength(0);
    expect(alertText()).not.toBe('');
    expect(document.querySelector('[data-form-field="phone"] .rt-field__error')?.textContent).toBeTruthy();
    expect(document.querySelector('[data-form-field="code"] .rt-field__error')?.textContent).toBeTruthy();
  });
});

describe('form01 with a given value and a mask without a slot (spec 001 §8 "Mask errors remove the mask")', () => {
  it('sends a given code and phone as they are: the fields are unmasked, not forever incomplete', async () => {
    const fields = [
      { id: 'code', type: 'text', name: 'Postcode', required: true, mask: '99-999' },
      { id: 'phone', type: 'phone', name: 'Phone', required: true, mask: '+1 (999) 999-9999' },
    ];
    const { sent, send } = setup({ code: '12-345', phone: '+1 (503) 555-1234' }, fields);
    await send();
    expect(alertText()).toBe('');
    expect(sent).toHaveLength(1);
    expect(sentFields(sent[0]!)).toMatchObject({ code: '12-345', phone: '+1 (503) 555-1234' });
  });
});

describe('form01 with a given number beyond its field’s limits (spec 001 §5 "Number field": clamped to min and max)', () => {
  const NUMBER_FIELDS = [
    { id: 'guests', type: 'number', name: 'Guests', min: 1, max: 12 },
    { id: 'weight', type: 'number', name: 'Weight', decimals: 1, min: 0.5, max: 20 },
  ];
  const shown = (label: string) => (screen.getByLabelText(label, { exact: false }) as HTMLInputElement).value;

  it('shows and sends a given value above max or below min as the limit, without a blur', async () => {
    const { sent, send } = setup({ guests: '40', weight: '0,2' }, NUMBER_FIELDS);
    expect(shown('Guests')).toBe('12');
    expect(shown('Weight')).toBe('0,5');
    await send();
    expect(sent).toHaveLength(1);
    expect(sentFields(sent[0]!)).toMatchObject({ guests: '12', weight: '0.5' });
  });

  it('keeps a given value within the limits as it is, cut to the field’s decimal places', async () => {
    const { sent, send } = setup({ guests: '3.7', weight: '7.25' }, NUMBER_FIELDS);
    expect(shown('Guests')).toBe('3');
    await send();
    expect(sentFields(sent[0]!)).toMatchObject({ guests: '3', weight: '7.2' });
  });
});

describe('form01 with a given date (spec 001 §5 "Date field", 002 §5 "Date fields use the calendar’s own check")', () => {
  const DATE_FIELDS = [
    { id: 'name', type: 'text', name: 'Name', required: true },
    { id: 'when', type: 'date', name: 'Delivery day', required: true, range: 'future', workDays: [1, 2, 3, 4, 5] },
  ];
  const dateError = () => document.querySelector('[data-form-field="when"] .rt-field__error')?.textContent;

  beforeEach(() => {
    // Tuesday 10 March 2026, noon (local time).
    vi.setSystemTime(new Date(2026, 2, 10, 12, 0));
  });

  it.each([
    ['yesterday, in a future range', '2026-03-09'],
    ['a Saturday, not a work day', '2026-03-14'],
    ['a date with a time, for a date field', '2026-03-11 10:00'],
    ['no real date', '2026-02-30'],
  ])('refuses a given date the calendar would not offer (%s), and sends nothing', async (_case, given) => {
    const { sent, send } = setup({ name: 'Ann', when: given }, DATE_FIELDS);
    await send();
    expect(sent).toHaveLength(0);
    expect(dateError()).toBeTruthy();
  });

  it('sends a given date the calendar offers (tomorrow, a Wednesday) as it is', async () => {
    const { sent, send } = setup({ name: 'Ann', when: '2026-03-11' }, DATE_FIELDS);
    await send();
    expect(sent).toHaveLength(1);
    expect(sentFields(sent[0]!)).toMatchObject({ when: '2026-03-11' });
  });

  it('checks by the submit’s today: today, given before midnight, is refused once the page was left open past it', async () => {
    vi.setSystemTime(new Date(2026, 2, 10, 23, 30));
    const { sent, send } = setup({ name: 'Ann', when: '2026-03-10' }, DATE_FIELDS);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    });
    await send();
    expect(sent).toHaveLength(0);
    expect(dateError()).toBeTruthy();
  });

  it('refuses a given datetime whose slot has gone by, and sends one still to come', async () => {
    const fields = [{ id: 'when', type: 'datetime', name: 'Visit', required: true, range: 'future', interval: 60, start: '09:00', finish: '18:00' }];
    const early = setup({ when: '2026-03-10 11:00' }, fields);
    await early.send();
    expect(early.sent).toHaveLength(0);
    cleanup();
    const later = setup({ when: '2026-03-10 13:00' }, fields);
    await later.send();
    expect(later.sent).toHaveLength(1);
  });
});
