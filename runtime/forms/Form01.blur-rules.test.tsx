// @vitest-environment jsdom
/**
 * The rules a date and a number field apply on blur (the calendar's check of a typed date, a
 * number's min and max) hold where no blur comes: Enter on the last field, which submits, and text
 * typed before the form hydrated, the visitor already in another field (spec 001 §5, 002 §5).
 */
import { act, cleanup, fireEvent, getByLabelText, getByRole, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import { ServerHtmlContext } from '../platform/server-html';
import { createSiteStores } from '../site/site-stores';
import { loadField, SPECIAL_FIELD_KINDS } from '../fields';
import { Form01 } from './Form01';
import { InProject } from './in-project.test-support';
import { leadForm, leadRecorder } from './lead-recorder.test-support';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

beforeAll(async () => {
  await Promise.all(SPECIAL_FIELD_KINDS.map((kind) => loadField(kind)));
});
beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 10, 24, 12, 0), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
});
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  cleanup();
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const sentFields = (body: Record<string, unknown>) => Object.fromEntries((body.fields as { id: string; value: unknown }[]).map((field) => [field.id, field.value]));
const settle = () =>
  act(async () => {
    for (let round = 0; round < 5; round += 1) await vi.advanceTimersByTimeAsync(0);
  });

function setup(fields: unknown[]) {
  const { request, sent } = leadRecorder();
  const services = createDetachedServices({ request, log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } });
  render(
    <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={services}>
      <InProject>
        <Form01 element={leadForm(fields)} />
      </InProject>
    </RuntimeProvider>,
  );
  return { sent };
}

const NAME = { id: 'name', type: 'text', name: 'Name', required: true };
const DAY = { id: 'day', type: 'date', name: 'Day', required: true, range: 'future' };
const QUANTITY = { id: 'qty', type: 'number', name: 'Quantity', min: 1, max: 100 };

describe('Enter on the last field', () => {
  it('sends the date typed in it, as the calendar reads it: the Enter is not a blur, and the date is not lost', async () => {
    const { sent } = setup([NAME, DAY]);
    fireEvent.change(screen.getByLabelText('Name', { exact: false }), { target: { value: 'Ann' } });
    const day = screen.getByLabelText('Day', { exact: false });
    fireEvent.change(day, { target: { value: '12/01/2026' } });
    fireEvent.keyDown(day, { key: 'Enter' });
    await settle();
    expect(document.querySelector('[data-form-alert]')?.textContent ?? '').toBe('');
    expect(sent).toHaveLength(1);
    expect(sentFields(sent[0]!)).toMatchObject({ name: 'Ann', day: '2026-12-01' });
  });

  it('refuses a typed date the calendar refuses, and keeps the text for the visitor to correct', async () => {
    const { sent } = setup([NAME, DAY]);
    fireEvent.change(screen.getByLabelText('Name', { exact: false }), { target: { value: 'Ann' } });
    const day = screen.getByLabelText('Day', { exact: false }) as HTMLInputElement;
    fireEvent.change(day, { target: { value: '11/23/2026' } });
    fireEvent.keyDown(day, { key: 'Enter' });
    await settle();
    expect(sent).toHaveLength(0);
    expect(day.value).toBe('11/23/2026');
  });

  it('sends a number clamped to its max, as its blur would have', async () => {
    const { sent } = setup([NAME, QUANTITY]);
    fireEvent.change(screen.getByLabelText('Name', { exact: false }), { target: { value: 'Ann' } });
    const quantity = screen.getByLabelText('Quantity', { exact: false }) as HTMLInputElement;
    fireEvent.change(quantity, { target: { value: '150' } });
    fireEvent.keyDown(quantity, { key: 'Enter' });
    await settle();
    expect(sent).toHaveLength(1);
    expect(sentFields(sent[0]!)).toMatchObject({ qty: '100' });
  });
});

describe('text typed into a prerendered form before it hydrated, the visitor gone on to another field', () => {
  it('a date is read by the calendar and a number clamped, as their blur would have, and both are sent', async () => {
    // Real timers and clock: hydration goes on in React's own tasks. The date typed is a week from today.
    vi.useRealTimers();
    const inAWeek = new Date();
    inAWeek.setDate(inAWeek.getDate() + 7);
    const two = (part: number) => String(part).padStart(2, '0');
    const typed = `${two(inAWeek.getMonth() + 1)}/${two(inAWeek.getDate())}/${inAWeek.getFullYear()}`;
    const sentDay = `${inAWeek.getFullYear()}-${two(inAWeek.getMonth() + 1)}-${two(inAWeek.getDate())}`;
    const { request, sent } = leadRecorder();
    const services = createDetachedServices({ request });
    const stores = createSiteStores();
    const tree = (
      <ServerHtmlContext.Provider value={true}>
        <RuntimeProvider mode="run" viewport="desktop" stores={stores} services={services}>
          <InProject>
            <Form01 element={leadForm([NAME, DAY, QUANTITY])} />
          </InProject>
        </RuntimeProvider>
      </ServerHtmlContext.Provider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(tree);
    const control = (label: string) => getByLabelText(container, label, { exact: false }) as HTMLInputElement;
    control('Name').value = 'Ann';
    control('Day').value = typed;
    control('Quantity').value = '150';
    // The visitor is in the name field again when the code comes.
    control('Name').focus();
    await act(async () => void (root = hydrateRoot(container, tree)));
    // The special fields hydrate as units of their own, after the form.
    await vi.waitFor(() => expect(control('Quantity').value).toBe('100'));
    expect(control('Day').value).toBe(typed);
    await act(async () => void fireEvent.click(getByRole(container, 'button', { name: 'Send' })));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sentFields(sent[0]!)).toMatchObject({ name: 'Ann', day: sentDay, qty: '100' });
  });
});
