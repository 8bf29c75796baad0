// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { carryInputAcrossCopies } from './input-across-copies';

type Copy = 'mobile' | 'desktop';

/**
 * A copy of a published page as the server renders it (entry-server.tsx): a lead form of every kind
 * of field, in `data-form-field` boxes, its ids (and a date's text input, which has no name) named
 * by React with the copy's prefix, and a catalogue whose product 8 is in two categories, its radios
 * named by React too. `before`: a part this copy alone has ahead of them (an element the other
 * viewport hides).
 */
function copyOfThePage(copy: Copy, before = ''): string {
  const prefix = copy === 'mobile' ? '_m-' : '_d-';
  const card = (category: string, id: string) => `
    <div data-category="${category}" data-page="1">
      <article data-product-id="8" data-variant-id="8-1">
        <fieldset data-option="weight" data-widget="radio">
          <label><input type="radio" name="${prefix}R_${id}_-weight" value="weight:g250" checked> 250 g</label>
          <label><input type="radio" name="${prefix}R_${id}_-weight" value="weight:g500"> 500 g</label>
          <label><input type="radio" name="${prefix}R_${id}_-weight" value="weight:kg1"> 1 kg</label>
        </fieldset>
      </article>
    </div>`;
  return `
    <div data-published-viewport="${copy}">
      ${before}
      <section data-section-id="contact">
        <div data-element-id="lead-form"><form>
          <div data-form-field="name"><input id="${prefix}R_aq9_-name" name="name" value=""></div>
          <div data-form-field="email"><input id="${prefix}R_aq9_-email" type="email" name="email" value=""></div>
          <div data-form-field="company"><input id="${prefix}R_aq9_-company" name="company" value="Own roastery"></div>
          <div data-form-field="volume"><select name="volume"><option value="" selected>—</option><option>Up to 10 kg</option><option>10–50 kg</option></select></div>
          <fieldset data-form-field="roasts"><input type="checkbox" name="roasts" value="Light" checked><input type="checkbox" name="roasts" value="Dark"></fieldset>
          <fieldset data-form-field="contact"><input type="radio" name="contact" value="Email" checked><input type="radio" name="contact" value="Phone"></fieldset>
          <div data-form-field="visit"><input id="${prefix}R_45qq9_" type="text" value=""><input type="hidden" name="visit" value=""></div>
          <div data-form-field="message"><textarea name="message"></textarea></div>
          <div data-form-field="menu"><input type="file" name="menu"></div>
          <input type="range" name="cups">
          <button type="submit">Send</button>
        </form></div>
      </section>
      <section data-section-id="catalogue">${card('beans', '1b3')}${card('gifts', '1b7')}</section>
    </div>`;
}

function renderCopies({ mobileBefore = '', desktopBefore = '' } = {}): { mobile: HTMLElement; desktop: HTMLElement } {
  document.body.innerHTML = copyOfThePage('mobile', mobileBefore) + copyOfThePage('desktop', desktopBefore);
  return { mobile: document.querySelector('[data-published-viewport="mobile"]')!, desktop: document.querySelector('[data-published-viewport="desktop"]')! };
}

const field = <T extends Element = HTMLInputElement>(copy: HTMLElement, selector: string) => copy.querySelector<T & Element>(selector)!;

/** What a visitor changes in a copy, as the browser leaves it: the controls' state, no attribute. */
function typeInto(copy: HTMLElement): void {
  field(copy, '[name="name"]').value = 'Ann Lee';
  field(copy, '[name="email"]').value = 'ann@example.com';
  field<HTMLSelectElement>(copy, 'select').value = '10–50 kg';
  field(copy, '[value="Light"]').checked = false;
  field(copy, '[value="Dark"]').checked = true;
  field(copy, '[value="Phone"]').checked = true;
  field(copy, '[data-form-field="visit"] input[type="text"]').value = '05/12/2031';
  field<HTMLTextAreaElement>(copy, 'textarea').value = 'Two bags a week.';
}

/** Its controls' state, in order, to compare copies by (their names differ where React named them). */
function stateOf(copy: HTMLElement): string[] {
  return [...copy.querySelectorAll<HTMLInputElement>('input, select, textarea')].map((control) => String(control.type === 'checkbox' || control.type === 'radio' ? control.checked : control.value));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('what a visitor typed in the copy that goes, carried into the copy hydrated', () => {
  it('carries every kind of field into its counterpart, in either direction', () => {
    for (const [from, to] of [
      ['mobile', 'desktop'],
      ['desktop', 'mobile'],
    ] as const) {
      const copies = renderCopies();
      typeInto(copies[from]);
      carryInputAcrossCopies(copies[from], copies[to], null);
      const kept = copies[to];
      expect(field(kept, '[name="name"]').value).toBe('Ann Lee');
      expect(field(kept, '[name="email"]').value).toBe('ann@example.com');
      expect(field<HTMLSelectElement>(kept, 'select').value).toBe('10–50 kg');
      expect(field(kept, '[value="Light"]').checked).toBe(false);
      expect(field(kept, '[value="Dark"]').checked).toBe(true);
      expect(field(kept, '[value="Phone"]').checked).toBe(true);
      expect(field(kept, '[value="Email"]').checked).toBe(false);
      expect(field<HTMLTextAreaElement>(kept, 'textarea').value).toBe('Two bags a week.');
      expect(stateOf(kept)).toEqual(stateOf(copies[from]));
    }
  });

  it('finds a field React names with the copy’s prefix, or that has no name (a date’s text), by the form field it is in', () => {
    const { mobile, desktop } = renderCopies();
    field(mobile, '[data-form-field="visit"] input[type="text"]').value = '05/12/2031';
    carryInputAcrossCopies(mobile, desktop, null);
    expect(field(desktop, '[data-form-field="visit"] input[type="text"]').value).toBe('05/12/2031');
    expect(field(desktop, 'input[name="visit"]').value).toBe('');
  });

  it('carries a card’s radio into the same product’s card in the same category, though React named the radios with the copy’s prefix', () => {
    const { mobile, desktop } = renderCopies();
    field(mobile, '[data-category="gifts"] [value="weight:g500"]').checked = true;
    carryInputAcrossCopies(mobile, desktop, null);
    expect(field(desktop, '[data-category="gifts"] [value="weight:g500"]').checked).toBe(true);
    expect(field(desktop, '[data-category="gifts"] [value="weight:g250"]').checked).toBe(false);
    // The same product in another category was not chosen.
    expect(field(desktop, '[data-category="beans"] [value="weight:g250"]').checked).toBe(true);
  });

  it('carries the files chosen', () => {
    const { mobile, desktop } = renderCopies();
    const chosen = { length: 1, 0: new File(['%PDF'], 'menu.pdf') } as unknown as FileList;
    Object.defineProperty(field(mobile, 'input[type="file"]'), 'files', { value: chosen });
    const target = field(desktop, 'input[type="file"]');
    Object.defineProperty(target, 'files', { value: { length: 0 }, writable: true });
    carryInputAcrossCopies(mobile, desktop, null);
    expect(target.files).toBe(chosen);
  });

  it('changes the controls’ state only, no attribute: hydration finds the HTML it rendered', () => {
    const { mobile, desktop } = renderCopies();
    const html = desktop.outerHTML;
    typeInto(mobile);
    carryInputAcrossCopies(mobile, desktop, null);
    expect(field(desktop, '[name="name"]').value).toBe('Ann Lee');
    expect(desktop.outerHTML).toBe(html);
  });

  it('finds the counterparts past a part one copy alone has (an element the other viewport hides)', () => {
    const hiddenOnPhones = '<section data-section-id="news"><div data-element-id="newsletter"><form><input name="name" value=""><select name="volume"><option>—</option></select></form></div></section>';
    const { mobile, desktop } = renderCopies({ desktopBefore: hiddenOnPhones });
    typeInto(mobile);
    carryInputAcrossCopies(mobile, desktop, null);
    expect(field(desktop, '[data-element-id="lead-form"] [name="name"]').value).toBe('Ann Lee');
    expect(field<HTMLSelectElement>(desktop, '[data-element-id="lead-form"] select').value).toBe('10–50 kg');
    expect(field(desktop, '[data-element-id="newsletter"] [name="name"]').value).toBe('');
  });

  it('leaves what the visitor changed in the copy kept: the newer input, and the one they saw last', () => {
    const { mobile, desktop } = renderCopies();
    typeInto(mobile);
    field(desktop, '[name="name"]').value = 'Ann';
    field(mobile, '[data-category="beans"] [value="weight:kg1"]').checked = true;
    // Chosen in the kept copy too: its group is the visitor's there.
    field(desktop, '[data-category="beans"] [value="weight:g500"]').checked = true;
    carryInputAcrossCopies(mobile, desktop, null);
    expect(field(desktop, '[name="name"]').value).toBe('Ann');
    expect(field(desktop, '[data-category="beans"] [value="weight:g500"]').checked).toBe(true);
    expect(field(desktop, '[data-category="beans"] [value="weight:kg1"]').checked).toBe(false);
    // What it had not changed comes from the other copy.
    expect(field(desktop, '[name="email"]').value).toBe('ann@example.com');
    expect(field(desktop, '[value="Phone"]').checked).toBe(true);
  });

  it('changes nothing when nothing was typed or chosen', () => {
    const { mobile, desktop } = renderCopies();
    field(desktop, '[name="company"]').value = 'Beans & Co';
    const before = stateOf(desktop);
    carryInputAcrossCopies(mobile, desktop, null);
    expect(stateOf(desktop)).toEqual(before);
    expect(document.activeElement).toBe(document.body);
  });

  it('tells a control untouched by what it shows untouched, not by its attribute: a range at its middle, a select without a marked option at its first', () => {
    const { mobile, desktop } = renderCopies();
    for (const copy of [mobile, desktop]) copy.querySelector('form')!.insertAdjacentHTML('beforeend', '<select name="size"><option>Small</option><option>Large</option></select>');
    field(mobile, '[name="cups"]').value = '80';
    field<HTMLSelectElement>(mobile, '[name="size"]').value = 'Large';
    carryInputAcrossCopies(mobile, desktop, null);
    expect(field(desktop, '[name="cups"]').value).toBe('80');
    expect(field<HTMLSelectElement>(desktop, '[name="size"]').value).toBe('Large');
  });
});

describe('the focus, carried with the input', () => {
  it('goes to the counterpart of the field that has it in the copy that goes, with its selection', () => {
    const { mobile, desktop } = renderCopies();
    const typing = field(mobile, '[name="name"]');
    typing.value = 'Ann Lee';
    typing.focus();
    typing.setSelectionRange(4, 7);
    carryInputAcrossCopies(mobile, desktop, null);
    const counterpart = field(desktop, '[name="name"]');
    expect(document.activeElement).toBe(counterpart);
    expect([counterpart.selectionStart, counterpart.selectionEnd]).toEqual([4, 7]);
  });

  it('goes to the counterpart of the field whose hiding took it, while nothing has it', () => {
    const { mobile, desktop } = renderCopies();
    carryInputAcrossCopies(mobile, desktop, field(mobile, '[name="email"]'));
    expect(document.activeElement).toBe(field(desktop, '[name="email"]'));
  });

  it('goes back to a field of the copy kept whose hiding took it (the window turned, then back)', () => {
    const { mobile, desktop } = renderCopies();
    carryInputAcrossCopies(mobile, desktop, field(desktop, 'textarea'));
    expect(document.activeElement).toBe(field(desktop, 'textarea'));
  });

  it('stays where the visitor put it since', () => {
    const { mobile, desktop } = renderCopies();
    field(desktop, '[name="company"]').focus();
    carryInputAcrossCopies(mobile, desktop, field(mobile, '[name="email"]'));
    expect(document.activeElement).toBe(field(desktop, '[name="company"]'));
  });

  it('goes nowhere for what is no field, or a field without a counterpart', () => {
    const { mobile, desktop } = renderCopies({ mobileBefore: '<div data-element-id="phone-only"><input name="code"></div>' });
    carryInputAcrossCopies(mobile, desktop, field(mobile, 'button'));
    expect(document.activeElement).toBe(document.body);
    carryInputAcrossCopies(mobile, desktop, field(mobile, '[name="code"]'));
    expect(document.activeElement).toBe(document.body);
  });
});
