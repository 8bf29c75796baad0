// @vitest-environment jsdom
/**
 * Admin's notes on a calculator's formula: one that cannot be read, and one that reads a field the
 * form does not have (a typo, a field since deleted), which counts as 0 for ever. Visitors get no
 * note, and the 0 the schema promises for a field without a number.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import type { Language } from '../platform/i18n';
import type { Mode } from '../core/policies';
import { Form01DataSchema, type Form01Element } from '../page/page-schema';
import { createSiteStores } from '../site/site-stores';
import { Form01 } from './Form01';
import { InProject } from './in-project.test-support';
import { loadField } from '../fields';

beforeAll(async () => {
  await loadField('calculator');
});
afterEach(cleanup);

const element = (formula: string): Form01Element => ({
  id: 'lead',
  type: 'form01',
  data: Form01DataSchema.parse({
    formId: 7,
    groupId: 'g1',
    fields: [
      { id: 'boxes', type: 'hidden', value: '3' },
      { id: 'subtotal', type: 'calculator', name: 'Subtotal', formula: 'boxes * 10' },
      { id: 'total', type: 'calculator', name: 'Total', formula },
    ],
  }),
});

/** What the Total field shows, its note included, in the form as rendered in `mode`. */
function totalField(formula: string, mode: Mode = 'admin', language: Language = 'en'): string {
  const services = createDetachedServices({ log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } });
  const view = render(
    <RuntimeProvider mode={mode} viewport="desktop" language={language} stores={createSiteStores()} services={services}>
      <InProject>
        <Form01 element={element(formula)} />
      </InProject>
    </RuntimeProvider>,
  );
  return view.container.querySelector('[data-form-field="total"]')?.textContent ?? '';
}

describe('admin’s notes on a calculator’s formula', () => {
  it('a formula that cannot be read is named, with why', () => {
    expect(totalField('boxes *')).toContain('The formula cannot be read (the formula ends too early): the field shows nothing');
  });

  it('a formula reading a field the form does not have names it', () => {
    expect(totalField('boxs * 32')).toContain('The formula reads 1 field the form does not have (boxs): it counts as 0');
  });

  it('names every missing field once, in the page’s language, by its plural form', () => {
    expect(totalField('boxs * price + boxs + subtotal')).toContain('The formula reads 2 fields the form does not have (boxs, price): each counts as 0');
    expect(totalField('boxs * price + boxs + subtotal', 'admin', 'ru')).toContain('Формула читает 2 поля, которых нет в форме (boxs, price): каждое считается равным 0');
  });

  it('a formula reading only the form’s fields and calculators has no note', () => {
    const shown = totalField('boxes + subtotal');
    expect(shown).not.toMatch(/formula/i);
    expect(shown).toContain('33');
  });

  it('visitors get no note, and the 0 a missing field counts as', () => {
    const shown = totalField('boxs * 32 + 1', 'run');
    expect(shown).not.toMatch(/formula/i);
    expect(shown).toContain('1');
  });
});
