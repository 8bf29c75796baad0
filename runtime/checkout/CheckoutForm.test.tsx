// @vitest-environment jsdom
/**
 * The checkout in the cart, as a visitor meets it (spec 001 §3, §5; spec 002 §3–§5): a run-mode
 * site with a CART widget that has an order form, the shop's shipping methods, and a fake backend
 * that answers the countries and states and accepts every order. What the rules (address.ts,
 * shipping.ts) and the shipping store decide, seen through the picker, the address fields and the
 * order that goes.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDetachedServices, type RuntimeServices } from '../core/services';
import { loadPage, type LoadedPage } from '../page/parse-page';
import { PROMOCODE_PATH } from '../platform/api-paths';
import { createRequest } from '../platform/request';
import { createStorage } from '../platform/storage';
import { createSiteStores } from '../site/site-stores';
import { Site } from '../site/Site';
import { cartStoreOf } from '../cart/cart-store';
import { cartItem } from '../cart/cart-item.test-support';
import { CART_REGISTRY, eachCartSiteTestOnFakeTimers, settle } from '../site/cart-site.test-support';
import { promoStoreOf, PROMOCODE_STORAGE_KEY } from './promo-store';
import { readSavedAddress, readSavedChoice, SHIPPING_ADDRESS_KEY, SHIPPING_STORAGE_KEY } from './shipping-store';
import { loadField } from '../fields';
import { CHECKOUT_VALUES_KEY } from './CheckoutForm';
import type { Language } from '../platform/i18n';

const METADATA = {
  status: true,
  country: [
    { value: 'US', title: 'United States' },
    { value: 'DE', title: 'Germany' },
    { value: 'RU', title: 'Russia' },
  ],
  state: [
    { value: 'OR', title: 'Oregon' },
    { value: 'WA', title: 'Washington' },
  ],
};

const ACCEPTED = () => new Response(JSON.stringify({ lead_id: 5, pay: [] }), { status: 200 });

interface CartOptions {
  country?: string;
  /** The server's answer to an order (accepted by default). */
  answer?: () => Response;
  /** The order form's fields (a required Name by default). */
  fields?: unknown[];
  /** What the tab's session storage holds for the order form (a reload in the middle of checkout). */
  kept?: unknown;
  /** The address the tab's session storage holds (typed before a reload). */
  address?: Record<string, string>;
  /** The promocode a promocode load finds, whatever code is asked (none is found by default). */
  promocode?: Record<string, unknown>;
}

/** The cart open on one Harbor Mug ($12), its order form and these shipping methods. */
async function mountCart(shipping: unknown[], { country = 'US', answer = ACCEPTED, fields = [{ id: 'name', type: 'text', name: 'Name', required: true }], kept, address, promocode }: CartOptions = {}) {
  const sent: Record<string, unknown>[] = [];
  const request = createRequest({
    fetch: (url, init) => {
      if (promocode !== undefined && new URL(String(url), 'http://shop.test').pathname === PROMOCODE_PATH) return Promise.resolve(Response.json({ status: true, promocode }));
      // GET: the countries and states; anything else is the order.
      if ((init?.method ?? 'GET') === 'GET') return Promise.resolve(new Response(JSON.stringify(METADATA), { status: 200 }));
      sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return Promise.resolve(answer());
    },
    navigate: () => undefined,
  });
  // The site's storage (localStorage) and the tab's session storage.
  const backend = readableBackend();
  const sessionBackend = readableBackend();
  const services: RuntimeServices = createDetachedServices({ request, storage: createStorage('t:', backend), sessionStorage: createStorage('t:', sessionBackend) });
  if (kept !== undefined) services.sessionStorage.set(CHECKOUT_VALUES_KEY, kept);
  if (address !== undefined) services.sessionStorage.set(SHIPPING_ADDRESS_KEY, address);
  const stores = createSiteStores(services.storage, undefined, services.sessionStorage);
  const page = loadPage({
    // A project: the order goes to its lead-send path (spec 002 §2, §7).
    settings: { projectId: 'shop1', country, ecommerce: { shipping } },
    sections: [],
    widgets: [{ id: 'cart', type: 'CART', data: { order: { formId: 9, groupId: 'orders', fields } } }],
  }) as LoadedPage;
  const site = (shown: LoadedPage) => <Site page={shown} mode="run" viewport="desktop" services={services} stores={stores} registry={CART_REGISTRY} />;
  const view = render(site(page));
  const cart = cartStoreOf(stores);
  act(() => void cart.getState().add(cartItem()));
  act(() => cart.getState().openCart('button'));
  // form01's code and the order form come in a few turns.
  for (let i = 0; i < 20 && !screen.queryByLabelText('Name', { exact: false }); i++) await settle();
  await settle();
  /** The shipping choice the site's storage keeps, and the address the tab's session storage keeps. */
  const saved = () => ({
    choice: readSavedChoice(JSON.parse(backend.getItem(`t:${SHIPPING_STORAGE_KEY}`) ?? 'null')),
    address: readSavedAddress(JSON.parse(sessionBackend.getItem(`t:${SHIPPING_ADDRESS_KEY}`) ?? 'null')),
  });

  /** The owner switches the page's language in the editor: the same page, its settings in another language. */
  const switchLanguage = (language: Language) => view.rerender(site({ ...page, settings: { ...page.settings, language } }));
  return { sent, cart, saved, switchLanguage, session: () => services.sessionStorage.get<unknown>(CHECKOUT_VALUES_KEY), stored: { local: backend.text, session: sessionBackend.text }, promotions: promoStoreOf(stores) };
}

/** A storage backend in memory whose whole contents the test can read, as text. */
function readableBackend() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    text: () => [...values].map(([key, value]) => `${key}=${value}`).join('\n'),
  };
}

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const alertText = () => document.querySelector('[data-form-alert]')?.textContent;
/** A field's message: the text its aria-describedby names. */
const messageOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
const send = async () => {
  fireEvent.click(screen.getByRole('button', { name: /Send/ }));
  await settle();
  await settle();
};

eachCartSiteTestOnFakeTimers();

const need = { show: true, required: true };
const COURIER = { id: 'courier', title: 'Courier', type: 'delivery', price: { current: 5 }, addressFieldsConfig: { city: need, zipCode: need } };

describe('a submit the address refuses (spec 002 §5 "A required field left empty gives the message required", "Validation failures raise an alert with the message")', () => {
  it('marks every empty required field, each with its message linked, alerts the message and focuses the first', async () => {
    const { sent } = await mountCart([COURIER]);
    type(/Street/, '1 Dock Rd');
    type('Name', 'Ann');
    // Before any submit, a field not yet left shows nothing; the submit is not disabled for the address (spec 001 §5 lists what disables it).
    expect(screen.getByLabelText(/City/).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('button', { name: /Send/ }).getAttribute('aria-disabled')).toBeNull();
    await send();
    expect(sent).toHaveLength(0);
    for (const label of [/City/, /Postal code/]) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(messageOf(field)).toBe('Please fill in this field');
    }
    expect(screen.getByLabelText(/Street/).getAttribute('aria-invalid')).toBeNull();
    expect(alertText()).toBe('Please fill in this field');
    expect(document.querySelector('[data-form-alert]')?.getAttribute('role')).toBe('alert');
    expect(document.activeElement).toBe(screen.getByLabelText(/City/));
    // Filled in, the address lets the order go.
    type(/City/, 'Portland');
    type(/Postal code/, '97205');
    expect(screen.getByLabelText(/City/).getAttribute('aria-invalid')).toBeNull();
    await send();
    expect(sent).toHaveLength(1);
  });

  it('checks the form’s own fields in the same pass: an empty Name and an empty street are both marked at once, the focus on the street (first in the document)', async () => {
    const { sent } = await mountCart([{ id: 'courier', title: 'Courier', type: 'delivery', price: { current: 5 } }]);
    await send();
    expect(sent).toHaveLength(0);
    const street = screen.getByLabelText(/Street/);
    const name = screen.getByLabelText('Name', { exact: false });
    expect(street.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(name)).toBe('Please fill in this field');
    expect(alertText()).toBe('Please fill in this field');
    expect(document.activeElement).toBe(street);
    // The street filled in, a second submit finds only the Name, and focuses it.
    type(/Street/, '1 Dock Rd');
    await send();
    expect(sent).toHaveLength(0);
    expect(street.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(name);
  });

  it('its alert and its fields’ messages follow a live switch of the page’s language, as the form’s own do', async () => {
    const { switchLanguage } = await mountCart([COURIER]);
    type(/Street/, '1 Dock Rd');
    type('Name', 'Ann');
    await send();
    expect(alertText()).toBe('Please fill in this field');
    act(() => switchLanguage('ru'));
    await settle();
    expect(alertText()).toBe('Заполните это поле');
    expect(messageOf(screen.getByLabelText(/Город/))).toBe('Заполните это поле');
  });
});

describe('the server’s violations on the delivery address (spec 001 §5 "Server violations are shown as field errors named by property path"; §8)', () => {
  const refusing = (violations: { propertyPath: string; message: string }[]) => () => new Response(JSON.stringify({ violations }), { status: 422 });
  const fill = () => {
    type(/Street/, '1 Dock Rd');
    type(/City/, 'Portland');
    type(/Postal code/, '00000');
    type('Name', 'Ann');
  };

  it('a path naming an address field sent (zipCode) marks that field with the message and focuses it; typing there clears it', async () => {
    const { sent } = await mountCart([COURIER], { answer: refusing([{ propertyPath: 'zipCode', message: 'We do not deliver to this postal code' }]) });
    fill();
    await send();
    expect(sent).toHaveLength(1);
    expect((sent[0]!.shipping as { id: string }[]).map((field) => field.id)).toContain('zipCode');
    const zip = screen.getByLabelText(/Postal code/);
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(zip)).toBe('We do not deliver to this postal code');
    expect(document.activeElement).toBe(zip);
    // Every path found its field: the alert points at them.
    expect(alertText()).toBe('Please check the highlighted fields');
    type(/Postal code/, '97205');
    expect(zip.getAttribute('aria-invalid')).toBeNull();
  });

  it('a shipping path, a path of the form’s own field and one that names nothing: each where it belongs, the focus on the first in the document', async () => {
    await mountCart([COURIER], {
      answer: refusing([
        { propertyPath: 'fields[name]', message: 'Give your full name' },
        { propertyPath: 'shipping[city]', message: 'We do not deliver to this city' },
        { propertyPath: 'promotions[promocode]', message: 'The promo code has ended' },
      ]),
    });
    fill();
    await send();
    const city = screen.getByLabelText(/City/);
    expect(messageOf(city)).toBe('We do not deliver to this city');
    expect(messageOf(screen.getByLabelText('Name', { exact: false }))).toBe('Give your full name');
    expect(screen.getByLabelText(/Postal code/).getAttribute('aria-invalid')).toBeNull();
    expect(alertText()).toBe('The promo code has ended');
    expect(document.activeElement).toBe(city);
    // The next submit checks afresh, as it does the form's own fields: the last answer's messages go.
    type('Name', '');
    await send();
    expect(city.getAttribute('aria-invalid')).toBeNull();
    expect(messageOf(screen.getByLabelText('Name', { exact: false }))).toBe('Please fill in this field');
  });
});

describe('Enter in the address fields (spec 002 §5 "Enter moves focus to the next field and submits on the last field")', () => {
  const enter = (target: Element) => fireEvent.keyDown(target, { key: 'Enter' });

  it('moves to the next address field, then on to the order form’s first field, as Enter walks the form’s own', async () => {
    const { sent } = await mountCart([{ ...COURIER, isInternationalDelivery: true }]);
    const walk = [screen.getByLabelText(/Country/), screen.getByLabelText(/Street/), screen.getByLabelText(/City/), screen.getByLabelText(/Postal code/), screen.getByLabelText('Name', { exact: false })];
    walk[0]!.focus();
    for (const next of walk.slice(1)) {
      enter(document.activeElement!);
      expect(document.activeElement).toBe(next);
    }
    expect(sent).toHaveLength(0);
    // A modified Enter is the browser's, and a composed one the input method's.
    fireEvent.keyDown(walk[1]!, { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(walk[1]!, { key: 'Enter', isComposing: true });
    expect(document.activeElement).toBe(walk[4]);
  });

  it('submits the order on the last address field when the form has no field of its own', async () => {
    const { sent } = await mountCart([{ id: 'courier', title: 'Courier', type: 'delivery', price: { current: 5 } }], { fields: [] });
    type(/Street/, '1 Dock Rd');
    enter(screen.getByLabelText(/Street/));
    await settle();
    await settle();
    expect(sent).toHaveLength(1);
  });
});

describe('the method shown as chosen', () => {
  it('stays chosen when the cart grows and a method before it is no longer blocked (spec 001 §5)', async () => {
    const { cart } = await mountCart([
      { id: 'express', title: 'Express', type: 'delivery', price: { current: 19, minTotal: 30 } },
      { id: 'post', title: 'Post', type: 'delivery', price: { current: 5 } },
    ]);
    const post = () => screen.getByRole('radio', { name: /Post/ }) as HTMLInputElement;
    expect(post().checked).toBe(true);
    expect(document.querySelector('[data-cart-delivery]')?.textContent).toBe('$5.00');
    act(() => void cart.getState().add(cartItem({ id: 'p2:v2', productId: 'p2', variantId: 'v2', title: 'Kettle', price: 40, orderPrice: 40 })));
    await settle();
    expect((screen.getByRole('radio', { name: /Express/ }) as HTMLInputElement).disabled).toBe(false);
    expect(post().checked).toBe(true);
    expect(document.querySelector('[data-cart-delivery]')?.textContent).toBe('$5.00');
  });
});

describe('the delivery address typed into the checkout (privacy: a shared computer)', () => {
  it('is kept for the tab’s session, as the order form’s own values; never in the site’s storage, where it would outlive the visit', async () => {
    const { saved, stored } = await mountCart([COURIER]);
    type('Name', 'Ann Example');
    type(/Street/, '12 Harbor St, apt 4');
    type(/City/, 'Portland');
    type(/Postal code/, '97205');
    await settle();
    for (const typed of ['Ann Example', '12 Harbor St', 'Portland', '97205']) expect(stored.local()).not.toContain(typed);
    expect(stored.session()).toContain('Ann Example');
    expect(saved()).toEqual({ choice: { type: 'delivery', methods: { delivery: 'courier' } }, address: { addressLine1: '12 Harbor St, apt 4', city: 'Portland', zipCode: '97205' } });
  });

  it('comes back after a reload in the same tab', async () => {
    await mountCart([COURIER], { address: { addressLine1: '12 Harbor St', city: 'Portland', zipCode: '97205' } });
    expect((screen.getByLabelText(/Street/) as HTMLInputElement).value).toBe('12 Harbor St');
    expect((screen.getByLabelText(/Postal code/) as HTMLInputElement).value).toBe('97205');
  });
});

describe('after the order is accepted (spec 002 §4 "After a successful send the form resets")', () => {
  it('the delivery address is gone from the session storage; the chosen method stays', async () => {
    const { sent, saved } = await mountCart([{ id: 'courier', title: 'Courier', type: 'delivery', price: { current: 5 } }]);
    type(/Street/, '12 Harbor St, apt 4');
    type('Name', 'Ann');
    expect(saved().address).toEqual({ addressLine1: '12 Harbor St, apt 4' });
    await send();
    expect(sent).toHaveLength(1);
    expect(document.querySelector('[data-order-placed]')).not.toBeNull();
    expect(saved()).toEqual({ choice: { type: 'delivery', methods: { delivery: 'courier' } }, address: {} });
  });

  it('the promocode the order went with is no longer applied, nor kept in the site storage: neither the next order nor the next visitor gets it', async () => {
    const { sent, cart, stored, promotions } = await mountCart([], { promocode: { id: 'pc-1', discount_type: 'percent', discount_amount: 10, usage_with_any_discount: true } });
    type('Promo code', 'SAVE10');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await settle();
    expect(document.querySelector('[data-promotion="promocode"]')?.textContent).toContain('save10');
    expect(stored.local()).toContain(`t:${PROMOCODE_STORAGE_KEY}=`);
    type('Name', 'Ann');
    await send();
    expect(sent).toHaveLength(1);
    expect((sent[0]!.advanced as { name: string; value: unknown }[]).find((field) => field.name === 'promotions[promocode]')?.value).toBe('save10');
    expect(document.querySelector('[data-order-placed]')).not.toBeNull();
    expect(cart.getState().items).toHaveLength(0);
    expect(stored.local()).not.toContain(`t:${PROMOCODE_STORAGE_KEY}=`);
    expect(promotions.getState()).toMatchObject({ status: { kind: 'empty' }, draft: '' });
  });
});

describe('a promocode the server answers without its code (spec 001 §3 "Form fields submitted … promotions[promocode]")', () => {
  it('the order names the code the cart applied and charged, the one the visitor asked for', async () => {
    const { sent } = await mountCart([], { promocode: { id: 'pc-1', discount_type: 'percent', discount_amount: 10, usage_with_any_discount: true } });
    type('Promo code', ' SAVE10 ');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await settle();
    expect(document.querySelector('[data-promotion="promocode"]')?.textContent).toContain('save10');
    type('Name', 'Ann');
    await send();
    expect(sent).toHaveLength(1);
    const advanced = sent[0]!.advanced as { name: string; value: unknown }[];
    expect(advanced.find((field) => field.name === 'promotions[promocode]')?.value).toBe('save10');
  });
});

describe('a country kept from another international method (spec 002 §5 "State shows only for the US")', () => {
  it('reads as none chosen where the method does not ship to it: region, not state, and no country line', async () => {
    const area = { state: need, region: need };
    await mountCart(
      [
        { id: 'world', title: 'World post', type: 'delivery', isInternationalDelivery: true, addressFieldsConfig: area },
        { id: 'eu', title: 'EU courier', type: 'delivery', isInternationalDelivery: true, availableCountry: ['DE'], addressFieldsConfig: area },
      ],
      { country: 'RU' },
    );
    type(/Country/, 'US');
    type(/Street/, '1 Dock Rd');
    await settle();
    expect(document.querySelector('[data-field="state"]')).not.toBeNull();
    expect(document.querySelector('[data-address-preview]')?.textContent).toContain('United States');
    fireEvent.click(screen.getByRole('radio', { name: /EU courier/ }));
    await settle();
    expect((screen.getByLabelText(/Country/) as HTMLSelectElement).value).toBe('');
    expect(document.querySelector('[data-field="state"]')).toBeNull();
    expect(document.querySelector('[data-field="region"]')).not.toBeNull();
    expect(document.querySelector('[data-address-preview]')?.textContent).not.toContain('United States');
  });
});

describe('a country or state typed as free text while the list could not load, found in the list after a reload (what is shown is what is sent)', () => {
  const WORLD = [{ id: 'world', title: 'World post', type: 'delivery', isInternationalDelivery: true, addressFieldsConfig: { state: need } }];
  const select = (label: RegExp) => screen.getByLabelText(label) as HTMLSelectElement;
  const sentAddress = (lead: Record<string, unknown>) => Object.fromEntries((lead.shipping as { id: string; value: string }[]).map((field) => [field.id, field.value]));

  it('text that names an option (its title or its code, in any case) is that option: chosen in the list, sent as its code', async () => {
    const { sent, saved } = await mountCart(WORLD, { address: { country: 'united states', state: 'or', addressLine1: '1 Dock Rd' } });
    expect(select(/Country/).value).toBe('US');
    expect(select(/State/).value).toBe('OR');
    expect(saved().address).toMatchObject({ country: 'US', state: 'OR' });
    type('Name', 'Ann');
    await send();
    expect(sentAddress(sent[0]!)).toMatchObject({ country: 'US', state: 'OR' });
  });

  it('text that names none stays the visitor’s: shown chosen in the list as typed, sent as shown, until they choose another', async () => {
    const { sent } = await mountCart(WORLD, { address: { country: 'US', state: 'Cascadia', addressLine1: '1 Dock Rd' } });
    const state = select(/State/);
    expect(state.value).toBe('Cascadia');
    expect(state.selectedOptions[0]?.textContent).toBe('Cascadia');
    type('Name', 'Ann');
    await send();
    expect(sentAddress(sent[0]!)).toMatchObject({ state: 'Cascadia' });
  });
});

describe('a pickup order (spec 001 §3 "shipping[address][...] (for pickup)")', () => {
  it('sends the pickup address as the parts spec 001 §3 names, those given, the country the site’s', async () => {
    const { sent } = await mountCart([{ id: 'store', title: 'Harbor store', type: 'pickup', address: { addressLine1: '1 Dock Rd', city: 'Portland', region: 'Oregon', zipCode: '97205' } }]);
    type('Name', 'Ann');
    await send();
    expect(sent).toHaveLength(1);
    const address = (sent[0]!.advanced as { name: string; value: string }[]).filter((field) => field.name.startsWith('shipping[address]')).map((field) => [field.name, field.value]);
    expect(address).toEqual([
      ['shipping[address][addressLine1]', '1 Dock Rd'],
      ['shipping[address][country]', 'US'],
      ['shipping[address][region]', 'Oregon'],
      ['shipping[address][city]', 'Portland'],
      ['shipping[address][zipCode]', '97205'],
    ]);
  });
});

describe('a reload in the middle of checkout: what was typed into the order form, kept for the tab’s session (spec 001 §8, ours)', () => {
  const FIELDS = [
    { id: 'name', type: 'text', name: 'Name', required: true },
    { id: 'extras', type: 'checkbox', name: 'Extras', options: ['Gift wrap', 'Card'] },
    { id: 'budget', type: 'range', name: 'Budget', min: 0, max: 100, step: 10 },
    { id: 'span', type: 'range', name: 'Span', min: 0, max: 100, step: 10, double: true },
    { id: 'size', type: 'select', name: 'Size', options: ['S', 'M'] },
  ];
  const COURIER_ONLY = [{ id: 'courier', title: 'Courier', type: 'delivery', price: { current: 5 } }];
  const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
  // The range's code loaded up front: these tests read the kept values, not the loading.
  beforeAll(async () => {
    await loadField('range');
  });

  it('ticked boxes and moved runners are kept with the text, as the visitor leaves them; untouched ones are not', async () => {
    const { session } = await mountCart(COURIER_ONLY, { fields: FIELDS });
    type('Name', 'Ann');
    expect(session()).toEqual({ name: 'Ann' });
    fireEvent.click(box('Card'));
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Budget' }), { key: 'ArrowRight' });
    await settle();
    expect(session()).toEqual({ name: 'Ann', extras: ['Card'], budget: [10] });
  });

  it('come back after the reload, with the text and the choices', async () => {
    await mountCart(COURIER_ONLY, { fields: FIELDS, kept: { name: 'Ann', extras: ['Card', 'Gift wrap'], budget: [30], span: [20, 70], size: 'M' } });
    expect((screen.getByLabelText('Name', { exact: false }) as HTMLInputElement).value).toBe('Ann');
    expect([box('Gift wrap').checked, box('Card').checked]).toEqual([true, true]);
    expect(screen.getByRole('slider', { name: 'Budget' }).getAttribute('aria-valuenow')).toBe('30');
    expect(screen.getAllByRole('slider', { name: /Span/ }).map((runner) => runner.getAttribute('aria-valuenow'))).toEqual(['20', '70']);
    expect((screen.getByLabelText('Size', { exact: false }) as HTMLSelectElement).value).toBe('M');
  });

  it('are read back with suspicion: a choice the field does not offer, a runner off its track or out of order, the wrong shape, each left out', async () => {
    await mountCart(COURIER_ONLY, { fields: FIELDS, kept: { name: 'Ann', extras: ['Card', 'Free beer', 7], budget: [300], span: [70, 20], size: 'XXL' } });
    expect((screen.getByLabelText('Name', { exact: false }) as HTMLInputElement).value).toBe('Ann');
    expect([box('Gift wrap').checked, box('Card').checked]).toEqual([false, true]);
    expect(screen.getByRole('slider', { name: 'Budget' }).getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getAllByRole('slider', { name: /Span/ }).map((runner) => runner.getAttribute('aria-valuenow'))).toEqual(['0', '100']);
    expect((screen.getByLabelText('Size', { exact: false }) as HTMLSelectElement).value).toBe('');
  });
});
