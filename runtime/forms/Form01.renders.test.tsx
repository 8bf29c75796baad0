// @vitest-environment jsdom
/**
 * What form01 renders again as the visitor types (README §Rules: a part re-renders only when a
 * value it reads changes): the field typed in, and the calculators that read it; not the form's
 * other fields. Its errors and results still follow, field by field.
 */
import { belowProviderDuring, rendersAgainDuring } from '../site/react-renders.test-support';
import { act } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Mode } from '../core/policies';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import { loadField } from '../fields';
import { Form01DataSchema, type Form01Element } from '../page/page-schema';
import { createSiteStores } from '../site/site-stores';
import { Form01 } from './Form01';
import { InProject } from './in-project.test-support';

const FIELDS = [
  { id: 'name', type: 'text', name: 'Name', required: true },
  { id: 'email', type: 'email', name: 'Email', required: true },
  { id: 'note', type: 'textarea', name: 'Note' },
  { id: 'count', type: 'number', name: 'Cups' },
  { id: 'total', type: 'calculator', name: 'Total', formula: 'count * 2' },
  { id: 'comment', type: 'textarea', name: 'Comment' },
];
const element: Form01Element = { id: 'lead', type: 'form01', data: Form01DataSchema.parse({ formId: 7, groupId: 'g1', fields: FIELDS }) };

// Their code loaded up front: the form renders at once.
beforeAll(async () => {
  await Promise.all((['number', 'calculator'] as const).map((kind) => loadField(kind)));
});
afterEach(cleanup);

function setup() {
  const services = createDetachedServices();
  const stores = createSiteStores();
  // One element for every render (as a page's element frame keeps it): only what the form reads from the runtime renders it again.
  const form = (
    <InProject>
      <Form01 element={element} />
    </InProject>
  );
  const site = (mode: Mode) => (
    <RuntimeProvider mode={mode} viewport="desktop" stores={stores} services={services}>
      {form}
    </RuntimeProvider>
  );
  const view = render(site('run'));
  return { switchTo: (mode: Mode) => act(() => view.rerender(site(mode))) };
}

/** The fields rendered again while `step` ran (FieldView is one field of the form). */
const fieldRendersDuring = (step: () => void) => rendersAgainDuring(() => act(step)).FieldView ?? 0;
const errorOf = (fieldId: string) => document.querySelector(`[data-form-field="${fieldId}"] .rt-field__error`)?.textContent;
const calculatorResult = () => document.querySelector('[data-form-field="total"] output .rt-sr-only')?.textContent;

describe('form01 renders again only the fields whose output changes', () => {
  it('one keystroke in Name renders the Name field only, once', () => {
    setup();
    const renders = rendersAgainDuring(() => act(() => void fireEvent.change(screen.getByLabelText('Name', { exact: false }), { target: { value: 'A' } })));
    expect(renders.Form01).toBe(1);
    expect(renders.FieldView).toBe(1);
    expect(screen.getByLabelText<HTMLInputElement>('Name', { exact: false }).value).toBe('A');
  });

  it('a keystroke in a field a calculator reads renders that field and the calculator, which shows the new result', () => {
    setup();
    expect(fieldRendersDuring(() => void fireEvent.change(screen.getByLabelText('Cups'), { target: { value: '4' } }))).toBe(2);
    expect(calculatorResult()).toBe('8');
  });

  it('after a refused submit, typing in one invalid field clears its error alone and renders that field alone', () => {
    setup();
    // Not an all-empty form (spec 002 §4), which is refused without errors on its fields.
    act(() => void fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Oat milk' } }));
    act(() => void fireEvent.submit(document.querySelector('form')!));
    expect(errorOf('name')).toBeTruthy();
    expect(errorOf('email')).toBeTruthy();
    expect(fieldRendersDuring(() => void fireEvent.change(screen.getByLabelText('Name', { exact: false }), { target: { value: 'Ann' } }))).toBe(1);
    expect(errorOf('name')).toBeUndefined();
    expect(errorOf('email')).toBeTruthy();
  });

  it('run → preview changes no policy the form reads: neither it nor its fields render again', () => {
    const { switchTo } = setup();
    expect(belowProviderDuring(() => switchTo('preview'))).toEqual([]);
  });
});
