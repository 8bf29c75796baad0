import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadPage, type LoadedPage } from '../page/parse-page';
import { modalsShownWithoutScripts, pageModalPlacesWithoutScripts } from './modals-without-scripts';

function page(raw: object): LoadedPage {
  const loaded = loadPage(raw);
  if (!loaded.ok) throw new Error('the test page did not load');
  return loaded;
}

const text = (id: string) => ({ id, type: 'figure', data: { kind: 'text', tag: 'p', text: `The ${id}` } });
const modal = (id: string, elements: object[] = [text(`${id}-text`)]) => ({ id, title: id, elements });
/** A form whose send, once through, opens `modalId`. */
const formOpening = (id: string, modalId: string) => ({ id, type: 'form01', data: { formId: 1, groupId: 'leads', fields: [{ id: 'name', type: 'text', name: 'Name' }], action: { type: 'modal', modalId } } });
const ids = (shown: { id: string }[]) => shown.map((entry) => entry.id);

describe('the page modals a page read without scripts shows', () => {
  it('each valid one, in the page’s order; a broken one (no id) is left out', () => {
    const shown = modalsShownWithoutScripts(page({ sections: [], modals: [modal('hours'), { title: 'No id', elements: [] }, modal('rules')] }));
    expect(ids(shown)).toEqual(['hours', 'rules']);
  });

  it('but not a form’s answer, which no send opens there: a section’s, a tab’s, a modal’s or the cart’s order form’s', () => {
    const shown = modalsShownWithoutScripts(
      page({
        sections: [
          { id: 'contact', type: 'FREE', elements: [formOpening('contact-form', 'thanks'), { id: 'open-hours', type: 'button01', data: { text: 'Hours', action: { type: 'modal', modalId: 'hours' } } }] },
          { id: 'menu', type: 'BUNDLE', tabs: [{ id: 'cakes', title: 'Cakes', elements: [formOpening('cake-order', 'cake-ordered')] }] },
        ],
        widgets: [{ id: 'cart', type: 'CART', data: { order: { formId: 2, groupId: 'orders', fields: [{ id: 'name', type: 'text', name: 'Name' }], action: { type: 'modal', modalId: 'order-placed' } } } }],
        modals: [modal('hours'), modal('thanks'), modal('cake-ordered'), modal('booking', [formOpening('booking-form', 'booked')]), modal('booked'), modal('order-placed')],
      }),
    );
    expect(ids(shown)).toEqual(['hours', 'booking']);
  });

  it('the forms scenario: its form’s "Request received" is not shown under a form that cannot send', () => {
    const forms = page(JSON.parse(readFileSync(new URL('../../scenarios/forms/page.json', import.meta.url), 'utf8')) as object);
    expect(forms.modals.flatMap((part) => (part.ok ? [part.value.id] : []))).toEqual(['thanks']);
    expect(modalsShownWithoutScripts(forms)).toEqual([]);
  });
});

describe('where a page read without scripts takes a link to a page modal', () => {
  const withForm = page({
    sections: [{ id: 'contact', type: 'FREE', elements: [formOpening('contact-form', 'thanks')] }],
    modals: [modal('hours'), modal('thanks'), modal('rules')],
  });

  it('to the block of each modal it shows, by an id of the copy’s own: both copies of a published page are in one document', () => {
    expect([...pageModalPlacesWithoutScripts(withForm, 'mobile')]).toEqual([
      ['hours', 'rt-page-modal-mobile-hours'],
      ['rules', 'rt-page-modal-mobile-rules'],
    ]);
    expect([...pageModalPlacesWithoutScripts(withForm, 'desktop').values()]).toEqual(['rt-page-modal-desktop-hours', 'rt-page-modal-desktop-rules']);
  });

  it('nowhere for a form’s answer, which it does not show, nor for a modal the page lacks', () => {
    const places = pageModalPlacesWithoutScripts(withForm, 'desktop');
    expect(places.has('thanks')).toBe(false);
    expect(places.has('gift-cards')).toBe(false);
  });
});
