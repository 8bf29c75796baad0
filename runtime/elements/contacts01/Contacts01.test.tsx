// @vitest-environment jsdom
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDetachedServices } from '../../core/services';
import { loadPage } from '../../page/parse-page';
import { preloadStandardParts } from '../../site/registry';
import { Site } from '../../site/Site';

beforeAll(preloadStandardParts);
afterEach(cleanup);

/** The names screen readers give a contacts01's links, in order, on a page in `language`. */
function linkNames(items: { kind: string; value: string; label?: string }[], language = 'en'): string[] {
  const loaded = loadPage({ settings: { language }, sections: [{ id: 's', type: 'FREE', elements: [{ id: 'contacts', type: 'contacts01', data: { items } }] }] });
  if (!loaded.ok) throw new Error('the test page did not load');
  const view = render(<Site page={loaded} mode="run" viewport="desktop" services={createDetachedServices()} />);
  const box = view.container.querySelector<HTMLElement>('[data-element-id="contacts"]');
  if (!box) throw new Error('no contacts element');
  const names: string[] = [];
  within(box).getAllByRole('link', {
    name: (computed) => {
      names.push(computed);
      return true;
    },
  });
  return names;
}

// The icon says the kind, and screen readers do not get the icon (WCAG 1.1.1, 2.4.4). jsdom reads
// no stylesheet: a browser also reads the colon site.css puts after a label ("WhatsApp: +1 555 0142").
describe('contacts01: a contact without a label says its kind to screen readers', () => {
  it('a WhatsApp, a Telegram and a phone contact name their kind, so a phone and a WhatsApp of one number differ', () => {
    const names = linkNames([
      { kind: 'phone', value: '+1 555 0142' },
      { kind: 'whatsapp', value: '+1 555 0142' },
      { kind: 'telegram', value: 'spitsa_bikes' },
    ]);
    expect(names).toEqual(['Phone +1 555 0142', 'WhatsApp +1 555 0142', 'Telegram spitsa_bikes']);
  });

  it('in the page’s language; a contact with the owner’s label is named by the label instead', () => {
    const names = linkNames(
      [
        { kind: 'email', value: 'hello@spitsa.example' },
        { kind: 'whatsapp', value: '+7 912 345-67-89', label: 'Мастерская' },
      ],
      'ru',
    );
    expect(names).toEqual(['Эл. почта hello@spitsa.example', 'Мастерская +7 912 345-67-89']);
  });

  it('the kind word is for screen readers only: what the page shows is the value, as before', () => {
    linkNames([{ kind: 'telegram', value: 'spitsa_bikes' }]);
    const text = document.querySelector('.rt-contacts__text')!;
    expect(text.querySelector('.rt-sr-only')?.textContent).toBe('Telegram');
    expect([...text.children].filter((part) => !part.classList.contains('rt-sr-only')).map((part) => part.textContent)).toEqual(['spitsa_bikes']);
  });
});
