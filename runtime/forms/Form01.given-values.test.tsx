// @vitest-environment jsdom
/**
 * form01 given values it did not see typed (`initial`: a checkout restored after a reload, a visitor
 * the page knows): a masked value that fills its mask is sent, one that does not is refused.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import { createSiteStores } from '../site/site-stores';
import { loadField, SPECIAL_FIELD_KINDS } from '../fields';
import type { FieldValue } from './validation';
import { Form01 } from './Form01';
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

function setup(initial: Record<string, FieldValue>) {
  const { request, sent } = leadRecorder();
  const services = createDetachedServices({ request, log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } });
  render(
    <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={services}>
      <Form01 element={leadForm(FIELDS)} initial={initial} />
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
