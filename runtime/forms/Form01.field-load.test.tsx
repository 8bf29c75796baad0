// @vitest-environment jsdom
/**
 * form01 when the code of one special field does not load (fields/lazy-fields.tsx): only that
 * field is lost — it says so, with a retry button, and the failure is logged — while the rest of
 * the form still works and sends. A required field whose code is missing stops the send with its
 * own message; retried and loaded, it is filled in and sent as usual.
 *
 * The number and phone modules are mocked to fail: the number's first import, every phone import.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import { Form01DataSchema, type Form01Element } from '../page/page-schema';
import { createSiteStores } from '../site/site-stores';
import { fieldsLoading, isFieldLoaded, isFieldLoadFailed, loadField } from '../fields';
import { Form01 } from './Form01';
import { InProject } from './in-project.test-support';
import { leadRecorder } from './lead-recorder.test-support';

const failures = vi.hoisted(() => ({ number: 1, phone: Number.POSITIVE_INFINITY }));
vi.mock('../fields/NumberField', async (original) => {
  if (failures.number-- > 0) throw new TypeError('Failed to fetch dynamically imported module: NumberField.js');
  return original();
});
vi.mock('../fields/PhoneField', async (original) => {
  if (failures.phone-- > 0) throw new TypeError('Failed to fetch dynamically imported module: PhoneField.js');
  return original();
});

const element = (fields: unknown[]): Form01Element => ({ id: 'order', type: 'form01', data: Form01DataSchema.parse({ formId: 3, groupId: 'g', fields }) });

/**
 * Renders the form in an awaited act, with the imports it starts: React retries a render that
 * suspended at the root (the form waits for its fields' code) only inside an awaited act scope.
 */
async function setup(fields: unknown[], kinds: readonly ('number' | 'phone')[]) {
  const { request, sent } = leadRecorder();
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const services = createDetachedServices({ request, log });
  await act(async () => {
    render(
      <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={services}>
        <InProject>
          <Form01 element={element(fields)} />
        </InProject>
      </RuntimeProvider>,
    );
    // The form's own wait (the same promise for the same kinds): settled once each import has, failed or not.
    await fieldsLoading(kinds);
    for (let round = 0; round < 5; round += 1) await vi.advanceTimersByTimeAsync(0);
  });
  return { sent, log };
}

/**
 * Presses a failed field's retry and lets the import it starts settle, failed or not (loadField
 * hands back the pending one), and React render what it gave: all in one awaited act, as React
 * retries a suspended render only inside the act scope it suspended in.
 */
const retry = (kind: 'number' | 'phone') =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await loadField(kind).catch(() => undefined);
    for (let round = 0; round < 5; round += 1) await vi.advanceTimersByTimeAsync(0);
  });
const settle = () =>
  act(async () => {
    for (let round = 0; round < 5; round += 1) await vi.advanceTimersByTimeAsync(0);
  });

const sentFields = (body: Record<string, unknown>) => Object.fromEntries((body.fields as { id: string; value: unknown }[]).map((field) => [field.id, field.value]));
const alertText = () => document.querySelector('[data-form-alert]')?.textContent ?? '';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 10, 24, 12, 0) });
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
  // React reports an error its boundary caught on the console; the runtime's own log line is what the tests read.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a special field whose code does not load', () => {
  it('costs only its field: a message and a retry, logged; a required one stops the send until retried and filled', async () => {
    const { sent, log } = await setup(
      [
        { id: 'name', type: 'text', name: 'Name', required: true },
        { id: 'cups', type: 'number', name: 'Cups', required: true },
      ],
      ['number'],
    );
    expect(isFieldLoadFailed('number')).toBe(true);
    // The rest of the form is there and usable.
    const name = screen.getByLabelText('Name *') as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Ann' } });
    expect(name.value).toBe('Ann');
    const failed = screen.getByRole('group', { name: 'Cups' });
    expect(failed.dataset.fieldFailed).toBe('number');
    expect(failed.textContent).toContain('This field could not load');
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('form field number'), expect.objectContaining({ error: expect.any(Error) }));

    // Sent now, the required field would go on a value the visitor never saw: the form says why it waits.
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    expect(sent).toHaveLength(0);
    expect(alertText()).toBe('A field of the form could not load: press “Try again” on it');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' }));

    // The retry imports again (this time it arrives): the field shows in its place and the form sends.
    await retry('number');
    expect(isFieldLoaded('number')).toBe(true);
    expect(screen.queryByRole('group', { name: 'Cups' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Cups *'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    expect(sent).toHaveLength(1);
    expect(sentFields(sent[0]!)).toMatchObject({ name: 'Ann', cups: '3' });
  });

  it('an optional one does not stop the rest of the form from sending; a retry that fails again says so again', async () => {
    const { sent, log } = await setup(
      [
        { id: 'name', type: 'text', name: 'Name', required: true },
        { id: 'phone', type: 'phone', name: 'Phone' },
      ],
      ['phone'],
    );
    expect(screen.getByRole('group', { name: 'Phone' }).textContent).toContain('This field could not load');
    await retry('phone');
    expect(screen.getByRole('group', { name: 'Phone' }).textContent).toContain('This field could not load');
    expect(log.error).toHaveBeenCalledTimes(2);
    fireEvent.change(screen.getByLabelText('Name *'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    expect(sent).toHaveLength(1);
    expect(sentFields(sent[0]!)).toMatchObject({ name: 'Ann', phone: '' });
  });
});
