// @vitest-environment jsdom
import { act, cleanup, fireEvent, getByRole } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import { ServerHtmlContext } from '../platform/server-html';
import { createSiteStores } from '../site/site-stores';
import { Form01 } from './Form01';
import { leadForm, leadRecorder } from './lead-recorder.test-support';

const element = leadForm([
  { id: 'name', type: 'text', name: 'Name', required: true },
  { id: 'code', type: 'text', name: 'Code', mask: '**-**' },
  { id: 'email', type: 'email', name: 'Email' },
  { id: 'note', type: 'textarea', name: 'Note' },
  { id: 'volume', type: 'select', name: 'Volume', options: ['Small', 'Large'] },
  { id: 'roasts', type: 'checkbox', name: 'Roasts', options: ['Light', 'Medium', 'Dark'] },
  { id: 'contact', type: 'radio', name: 'Contact', options: ['Email', 'Phone'] },
  { id: 'agree', type: 'consent', text: 'I agree' },
]);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  cleanup();
  document.body.innerHTML = '';
});

/** The form as a published page has it: the server's HTML, then hydrated; what it sends. */
function prerendered() {
  const { request, sent } = leadRecorder();
  const services = createDetachedServices({ request });
  const stores = createSiteStores();
  const tree = (hydrating: boolean) => (
    <ServerHtmlContext.Provider value={hydrating}>
      <RuntimeProvider mode="run" viewport="desktop" stores={stores} services={services}>
        <Form01 element={element} />
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
        { id: 'code', value: '' },
        { id: 'email', value: 'ann@example.com' },
        { id: 'note', value: 'Two bags, please' },
        { id: 'volume', value: 'Large' },
        { id: 'roasts', value: ['Dark'] },
        { id: 'contact', value: 'Phone' },
        { id: 'agree', value: true },
      ],
    });
  });

  it('leaves a masked text as its mask made it: what the browser holds there is not taken in', async () => {
    const { sent, container, field, hydrate } = prerendered();
    field<HTMLInputElement>('input[name="name"]').value = 'Ann';
    field<HTMLInputElement>('input[name="code"]').value = 'ab12cd';
    field<HTMLInputElement>('input[name="agree"]').checked = true;
    await hydrate();
    await act(async () => void fireEvent.click(getByRole(container, 'button', { name: 'Send' })));
    const fields = (sent[0]?.fields ?? []) as { id: string; value: unknown }[];
    expect(fields.slice(0, 2).map(({ id, value }) => ({ id, value }))).toEqual([{ id: 'name', value: 'Ann' }, { id: 'code', value: '' }]);
  });

  it('a form nobody touched sends nothing of its own: its fields are as the server rendered them', async () => {
    const { sent, container, hydrate } = prerendered();
    await hydrate();
    await act(async () => void fireEvent.click(getByRole(container, 'button', { name: 'Send' })));
    // The required name is empty: nothing is sent.
    expect(sent).toHaveLength(0);
  });
});
