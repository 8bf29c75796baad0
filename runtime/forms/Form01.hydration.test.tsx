// @vitest-environment jsdom
import { act, cleanup, fireEvent, getByRole, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices, type RuntimeServices } from '../core/services';
import { ServerHtmlContext } from '../platform/server-html';
import { createSiteStores } from '../site/site-stores';
import { Form01 } from './Form01';
import { InProject } from './in-project.test-support';
import { loadField } from '../fields';
import { leadForm, leadRecorder } from './lead-recorder.test-support';
import '../fields/blob-array-buffer.test-support';

const element = leadForm([
  { id: 'name', type: 'text', name: 'Name', required: true },
  { id: 'code', type: 'text', name: 'Code', mask: '**-**' },
  { id: 'email', type: 'email', name: 'Email' },
  { id: 'phone', type: 'phone', name: 'Phone', mask: '+1 (***) ***-****' },
  { id: 'note', type: 'textarea', name: 'Note' },
  { id: 'volume', type: 'select', name: 'Volume', options: ['Small', 'Large'] },
  { id: 'roasts', type: 'checkbox', name: 'Roasts', options: ['Light', 'Medium', 'Dark'] },
  { id: 'contact', type: 'radio', name: 'Contact', options: ['Email', 'Phone'] },
  { id: 'agree', type: 'consent', text: 'I agree' },
]);

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

// The phone and file fields' code is there before the server renders (a published form hydrates
// with its special fields' code too): the server's HTML has the field, not the form's wait.
beforeAll(async () => {
  await Promise.all([loadField('phone'), loadField('file')]);
});


let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  cleanup();
  document.body.innerHTML = '';
});

/** The form as a published page has it: the server's HTML, then hydrated; what it sends. */
function prerendered(form = element, services: Partial<RuntimeServices> = {}) {
  const { request, sent } = leadRecorder();
  const site = createDetachedServices({ request, ...services });
  const stores = createSiteStores();
  const tree = (hydrating: boolean) => (
    <ServerHtmlContext.Provider value={hydrating}>
      <RuntimeProvider mode="run" viewport="desktop" stores={stores} services={site}>
        <InProject>
          <Form01 element={form} />
        </InProject>
      </RuntimeProvider>
    </ServerHtmlContext.Provider>
  );
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(tree(true));
  const field = <T extends Element>(selector: string) => container.querySelector<T>(selector)!;
  return {
    sent,
    container,
    field,
    hydrate: () => act(() => void (root = hydrateRoot(container, tree(true)))),
  };
}

describe('a prerendered form takes in what the visitor typed before it hydrated', () => {
  it('sends the text, the choices and the consent given before, as if typed after', async () => {
    const { sent, container, field, hydrate } = prerendered();
    // The visitor types and chooses while the form's code is on its way.
    field<HTMLInputElement>('input[name="name"]').value = 'Ann Lee';
    field<HTMLInputElement>('input[name="email"]').value = 'ann@example.com';
    field<HTMLInputElement>('input[name="code"]').value = 'ab12';
    field<HTMLTextAreaElement>('textarea[name="note"]').value = 'Two bags, please';
    field<HTMLSelectElement>('select[name="volume"]').value = 'Large';
    container.querySelectorAll<HTMLInputElement>('input[name="roasts"]')[2]!.checked = true;
    container.querySelectorAll<HTMLInputElement>('input[name="contact"]')[1]!.checked = true;
    field<HTMLInputElement>('input[name="agree"]').checked = true;
    await hydrate();
    // Still on the screen after the form's first renders, and sent.
    expect(field<HTMLInputElement>('input[name="name"]').value).toBe('Ann Lee');
    await act(async () => void fireEvent.click(getByRole(container, 'button', { name: 'Send' })));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      fields: [
        { id: 'name', value: 'Ann Lee' },
        { id: 'code', value: 'ab-12' },
        { id: 'email', value: 'ann@example.com' },
        { id: 'phone', value: '' },
        { id: 'note', value: 'Two bags, please' },
        { id: 'volume', value: 'Large' },
        { id: 'roasts', value: ['Dark'] },
        { id: 'contact', value: 'Phone' },
        { id: 'agree', value: true },
      ],
    });
  });

  it('takes in a masked text and a phone as their masks make typing: formatted, and an incomplete one is marked so', async () => {
    const { sent, container, field, hydrate } = prerendered();
    field<HTMLInputElement>('input[name="name"]').value = 'Ann';
    // The browser's own text, as typed with no mask to format it.
    field<HTMLInputElement>('input[name="code"]').value = 'ab12cd';
    field<HTMLInputElement>('input[name="phone"]').value = '5551234567';
    field<HTMLInputElement>('input[name="agree"]').checked = true;
    await hydrate();

    expect(field<HTMLInputElement>('input[name="code"]').value).toBe('ab-12');
    expect(field<HTMLInputElement>('input[name="phone"]').value).toBe('+1 (555) 123-4567');
    expect(field<HTMLInputElement>('input[name="phone"]').hasAttribute('data-mask-complete')).toBe(true);
    await act(async () => void fireEvent.click(getByRole(container, 'button', { name: 'Send' })));
    const fields = (sent[0]?.fields ?? []) as { id: string; value: unknown }[];
    expect(fields.slice(0, 4).map(({ id, value }) => ({ id, value }))).toEqual([
      { id: 'name', value: 'Ann' },
      { id: 'code', value: 'ab-12' },
      { id: 'email', value: '' },
      { id: 'phone', value: '+1 (555) 123-4567' },
    ]);
  });

  it('a phone typed only in part before hydration stays, and the form does not send it incomplete', async () => {
    const { sent, container, field, hydrate } = prerendered();
    field<HTMLInputElement>('input[name="name"]').value = 'Ann';
    field<HTMLInputElement>('input[name="phone"]').value = '555';
    field<HTMLInputElement>('input[name="agree"]').checked = true;
    await hydrate();
    expect(field<HTMLInputElement>('input[name="phone"]').value).toBe('+1 (555');
    await act(async () => void fireEvent.click(getByRole(container, 'button', { name: 'Send' })));
    expect(sent).toHaveLength(0);
    expect(field<HTMLInputElement>('input[name="phone"]').getAttribute('aria-invalid')).toBe('true');
  });

  it('a form nobody touched sends nothing of its own: its fields are as the server rendered them', async () => {
    const { sent, container, hydrate } = prerendered();
    await hydrate();
    await act(async () => void fireEvent.click(getByRole(container, 'button', { name: 'Send' })));
    // The required name is empty: nothing is sent.
    expect(sent).toHaveLength(0);
  });

  it('takes in a file chosen before: uploaded and listed as one chosen after, and its address sent with the lead (a required field is not empty)', async () => {
    const uploaded: string[] = [];
    const upload = async <T,>(_url: string, body: FormData): Promise<T> => {
      const file = body.get('file') as File;
      uploaded.push(file.name);
      return { fileUri: `/uploads/${file.name}` } as T;
    };
    const { sent, container, field, hydrate } = prerendered(
      leadForm([
        { id: 'name', type: 'text', name: 'Name' },
        { id: 'brief', type: 'file', name: 'Brief', required: true },
      ]),
      { upload },
    );
    // The visitor picks a file with the browser's own picker while the form's code is on its way:
    // the input shows it, and React leaves an input's files as they are while hydrating.
    const input = field<HTMLInputElement>('input[type="file"]');
    Object.defineProperty(input, 'files', { configurable: true, value: [new File(['%PDF-1.4 brief'], 'brief.pdf', { type: 'application/pdf' })] });
    await hydrate();
    // The file's id hash takes a few tasks: the field is busy until it is read.
    await waitFor(() => expect(container.querySelector('[data-file-status="done"]')).not.toBeNull());
    expect(uploaded).toEqual(['brief.pdf']);
    expect([...container.querySelectorAll('.rt-file__name')].map((name) => name.textContent)).toEqual(['brief.pdf']);

    await act(async () => void fireEvent.click(getByRole(container, 'button', { name: 'Send' })));
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ fields: [{ id: 'name', value: '' }, { id: 'brief', value: ['/uploads/brief.pdf'] }] });
  });

  it('takes in the choices of fields whose ids are names of Object.prototype (any non-empty id is a field id)', async () => {
    const { sent, container, field, hydrate } = prerendered(
      leadForm([
        { id: 'constructor', type: 'select', name: 'Volume', options: ['Small', 'Large'] },
        { id: '__proto__', type: 'checkbox', name: 'Roasts', options: ['Light', 'Dark'] },
      ]),
    );
    field<HTMLSelectElement>('select[name="constructor"]').value = 'Large';
    container.querySelectorAll<HTMLInputElement>('input[name="__proto__"]')[1]!.checked = true;
    await hydrate();
    await act(async () => void fireEvent.click(getByRole(container, 'button', { name: 'Send' })));
    expect(sent[0]).toMatchObject({
      fields: [
        { id: 'constructor', value: 'Large' },
        { id: '__proto__', value: ['Dark'] },
      ],
    });
  });
});
