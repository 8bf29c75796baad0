// @vitest-environment jsdom
/**
 * form01 re-rendered with an edited page while a visitor's input is in it (the owner's live edits
 * in admin, or preview re-rendered with the edited page): a field whose type changes holds a value
 * of its new type, and the form's messages follow a switch of the page's language.
 */
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import { createRequest } from '../platform/request';
import type { Language } from '../platform/i18n';
import { Form01DataSchema, type Form01Element } from '../page/page-schema';
import { createSiteStores } from '../site/site-stores';
import { Form01 } from './Form01';
import { InProject } from './in-project.test-support';
import { loadField, SPECIAL_FIELD_KINDS } from '../fields';

beforeAll(async () => {
  await Promise.all(SPECIAL_FIELD_KINDS.map((kind) => loadField(kind)));
});
afterEach(cleanup);

type Json = Record<string, unknown>;

/**
 * A form of the given fields, shown again with other fields or in another language through
 * `rerender` (the same form, its state kept); the leads it sends are kept, each answered by `answer`.
 */
function mount(fields: Json[], answer: () => Promise<Response> = () => new Promise<Response>(() => {})) {
  const sent: Json[] = [];
  const request = createRequest({
    fetch: (_url, init) => {
      sent.push(JSON.parse(String(init?.body)) as Json);
      return answer();
    },
    navigate: () => undefined,
  });
  const services = createDetachedServices({ request, navigate: vi.fn(), log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } });
  const stores = createSiteStores();
  const tree = (shown: Json[], language: Language) => {
    const element: Form01Element = { id: 'lead', type: 'form01', data: Form01DataSchema.parse({ formId: 7, groupId: 'g1', fields: shown }) };
    return (
      <RuntimeProvider mode="preview" viewport="desktop" language={language} stores={stores} services={services}>
        <InProject>
          <Form01 element={element} />
        </InProject>
      </RuntimeProvider>
    );
  };
  const view = render(tree(fields, 'en'));
  const input = (name: string) => view.container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  const submit = () =>
    act(async () => {
      fireEvent.submit(view.container.querySelector('form')!);
      await Promise.resolve();
    });
  const sentValue = (fieldId: string) => ((sent[0]?.fields ?? []) as { id: string; value: unknown }[]).find((field) => field.id === fieldId)?.value;
  return { view, sent, input, submit, sentValue, rerender: (shown: Json[], language: Language = 'en') => view.rerender(tree(shown, language)) };
}

const NAME = { id: 'name', type: 'text', name: 'Name' };

describe('form01: a field whose type the owner changes while it holds what the visitor typed', () => {
  for (const [label, field, expected] of [
    ['checkbox', { type: 'checkbox', options: ['A', 'B'] }, []],
    ['range', { type: 'range', min: 0, max: 10 }, [0]],
  ] as const) {
    it(`text → ${label}: the field shows and the lead carries the ${label}'s own empty value, not the old text`, async () => {
      const { view, input, submit, sentValue, rerender } = mount([NAME, { id: 'q', type: 'text', name: 'Q' }]);
      fireEvent.change(input('name'), { target: { value: 'Ann' } });
      fireEvent.change(input('q'), { target: { value: 'hello' } });
      rerender([NAME, { id: 'q', name: 'Q', ...field }]);
      expect(view.container.querySelector('[data-part-error]')).toBeNull();
      await submit();
      expect(sentValue('q')).toEqual(expected);
      expect(sentValue('name')).toBe('Ann');
    });
  }

  it('text → required checkbox: no box is ticked, so the send is refused (spec 002 §5 required), not sent with the old text', async () => {
    const { view, input, submit, sent, rerender } = mount([NAME, { id: 'q', type: 'text', name: 'Q' }]);
    fireEvent.change(input('name'), { target: { value: 'Ann' } });
    fireEvent.change(input('q'), { target: { value: 'hello' } });
    rerender([NAME, { id: 'q', name: 'Q', type: 'checkbox', options: ['A', 'B'], required: true }]);
    expect(view.container.querySelectorAll('input[type="checkbox"]:checked')).toHaveLength(0);
    await submit();
    expect(sent).toHaveLength(0);
    expect(view.container.textContent).toContain('Please fill in this field');
  });

  it('a range given a second runner holds both, from its limits', async () => {
    const { input, submit, sentValue, rerender } = mount([NAME, { id: 'q', type: 'range', name: 'Q', min: 0, max: 10 }]);
    fireEvent.change(input('name'), { target: { value: 'Ann' } });
    rerender([NAME, { id: 'q', type: 'range', name: 'Q', min: 0, max: 10, double: true }]);
    await submit();
    expect(sentValue('q')).toEqual([0, 10]);
  });

  it('a required choice whose options the owner renames starts with none chosen: the old label is not sent', async () => {
    const { view, input, submit, sent, rerender } = mount([NAME, { id: 'size', type: 'radio', name: 'Size', options: ['Small', 'Large'], required: true }]);
    fireEvent.change(input('name'), { target: { value: 'Ann' } });
    fireEvent.click(view.container.querySelector<HTMLInputElement>('input[value="Small"]')!);
    rerender([NAME, { id: 'size', type: 'radio', name: 'Size', options: ['Petite', 'Large'], required: true }]);
    expect(view.container.querySelectorAll('input[type="radio"]:checked')).toHaveLength(0);
    await submit();
    expect(sent).toHaveLength(0);
  });

  it('a hidden field whose value the owner edits sends the new value', async () => {
    const { input, submit, sentValue, rerender } = mount([NAME, { id: 'source', type: 'hidden', value: 'spring' }]);
    fireEvent.change(input('name'), { target: { value: 'Ann' } });
    rerender([NAME, { id: 'source', type: 'hidden', value: 'summer' }]);
    await submit();
    expect(sentValue('source')).toBe('summer');
  });

  it('a calculator no longer reads a field the owner deleted: it counts as 0, as admin says', async () => {
    const bags = { id: 'bags', type: 'number', name: 'Bags' };
    const total = { id: 'total', type: 'calculator', name: 'Total', formula: 'bags * 2 + 1' };
    const { input, submit, sentValue, rerender } = mount([NAME, bags, total]);
    fireEvent.change(input('name'), { target: { value: 'Ann' } });
    fireEvent.change(input('bags'), { target: { value: '3' } });
    rerender([NAME, total]);
    await submit();
    expect(sentValue('total')).toBe('1');
  });

  it('an edit that keeps a field\'s type keeps what the visitor typed in it', async () => {
    const { input, submit, sentValue, rerender } = mount([NAME, { id: 'q', type: 'text', name: 'Q' }]);
    fireEvent.change(input('q'), { target: { value: 'hello' } });
    rerender([NAME, { id: 'q', type: 'text', name: 'Question', required: true }]);
    expect(input('q').value).toBe('hello');
    await submit();
    expect(sentValue('q')).toBe('hello');
  });
});

describe('form01: the page language switched live (en → ru) while messages show', () => {
  it('the field error and the alert of the form\'s own check follow the new language', async () => {
    const { view, input, submit, rerender } = mount([{ ...NAME, required: true }, { id: 'note', type: 'text', name: 'Note' }]);
    fireEvent.change(input('note'), { target: { value: 'x' } });
    await submit();
    expect(view.container.querySelector('[data-form-alert]')?.textContent).toBe('Please fill in this field');
    rerender([{ ...NAME, required: true }, { id: 'note', type: 'text', name: 'Note' }], 'ru');
    expect(view.container.textContent).not.toContain('Please fill in this field');
    expect(view.container.querySelector('[data-form-alert]')?.textContent).toBe('Заполните это поле');
    expect(view.container.querySelector('[data-form-field="name"]')?.textContent).toContain('Заполните это поле');
  });

  it("a server violation's text stays as the server wrote it; the form's alert follows the new language", async () => {
    const violation = () => Promise.resolve(new Response(JSON.stringify({ violations: [{ propertyPath: 'fields[name]', message: 'This name is taken' }] }), { status: 422 }));
    const fields = [NAME];
    const { view, input, submit, rerender } = mount(fields, violation);
    fireEvent.change(input('name'), { target: { value: 'Ann' } });
    await submit();
    await act(() => vi.waitFor(() => expect(view.container.querySelector('[data-form-alert]')?.textContent).toBe('Please check the highlighted fields')));
    rerender(fields, 'ru');
    expect(view.container.querySelector('[data-form-alert]')?.textContent).toBe('Проверьте выделенные поля');
    expect(view.container.querySelector('[data-form-field="name"]')?.textContent).toContain('This name is taken');
  });
});
