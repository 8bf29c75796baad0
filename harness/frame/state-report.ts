/**
 * The frame's side of the State panel (issue 16.4): reads the site's stores and the storage the
 * runtime wrote, and reports them whenever they may have changed. Forms, captcha and pay keep no
 * store of their own (their state lives in their components), so they are read from what the page
 * shows and says: each form's phase and fields, the sandbox captcha's calls, the pay modal's view,
 * and the last event each emitted.
 */
import type { RuntimeServices } from '../../runtime';
import type { SiteStores } from '../../runtime/core/site-stores';
import { storageArea } from '../../runtime/platform/storage';
import { readSiteStorage, toPlain, type Plain, type SiteStateReport } from '../site-state';
import { cartStoreOf } from '../../runtime/cart/cart-store';
import { catalogueStoreOf } from '../../runtime/catalogue/catalogue-store';
import { promoStoreOf } from '../../runtime/checkout/promo-store';
import { shippingStoreOf } from '../../runtime/checkout/shipping-store';

/** Changes come in bursts (a typed word, a product list loading): one report after the burst. */
const REPORT_DELAY_MS = 150;
/** What no store or event tells (the pay modal's view, a captcha answer) is read again this often. */
const POLL_MS = 1000;

interface Site {
  services: RuntimeServices;
  stores: SiteStores;
}

/** Reports the site's state through `report` until the returned function is called. */
export function watchSiteState(win: Window, site: Site, prefix: string, report: (state: SiteStateReport) => void): () => void {
  const lastEvents = new Map<string, { name: string; payload: Plain }>();
  let due: ReturnType<typeof setTimeout> | null = null;
  let last = '';
  const reportNow = () => {
    due = null;
    const state = readState(win, site, prefix, lastEvents);
    // Unchanged state is not sent again: the poll would otherwise repaint the panel every second.
    const text = JSON.stringify(state);
    if (text === last) return;
    last = text;
    report(state);
  };
  const schedule = () => {
    due ??= setTimeout(reportNow, REPORT_DELAY_MS);
  };

  const { cart, catalogue, promotions, shipping, modals } = storesOf(site.stores);
  const stops = [cart, catalogue, promotions, shipping, modals].map((store) => store.subscribe(schedule));
  stops.push(
    site.services.events.onAny((name, payload) => {
      const [domain] = String(name).split(':');
      if (domain === 'form' || domain === 'pay') lastEvents.set(eventOwner(domain, payload), { name: String(name), payload: toPlain(payload) ?? null });
      schedule();
    }),
  );
  // Typing changes no store (a form's fields are its own), and a checkout's values go to session storage on input.
  win.document.addEventListener('input', schedule, true);
  win.document.addEventListener('change', schedule, true);
  const poll = setInterval(schedule, POLL_MS);
  reportNow();
  return () => {
    for (const stop of stops) stop();
    win.document.removeEventListener('input', schedule, true);
    win.document.removeEventListener('change', schedule, true);
    clearInterval(poll);
    if (due !== null) clearTimeout(due);
  };
}

/**
 * Every store the panel shows. The shop's stores are made for the site on first use; the report
 * makes them here if no part has (an empty cart, no products), which a visitor's page never sees.
 */
function storesOf(stores: SiteStores) {
  return { cart: cartStoreOf(stores), catalogue: catalogueStoreOf(stores), promotions: promoStoreOf(stores), shipping: shippingStoreOf(stores), modals: stores.modals };
}

/** A form's events are kept per form (`form:<element id>`); the pay events as one. */
function eventOwner(domain: string, payload: unknown): string {
  const elementId = typeof payload === 'object' && payload !== null && 'elementId' in payload ? String(payload.elementId) : '';
  return domain === 'form' ? `form:${elementId}` : 'pay';
}

function readState(win: Window, site: Site, prefix: string, lastEvents: ReadonlyMap<string, { name: string; payload: Plain }>): SiteStateReport {
  const { cart, catalogue, promotions, shipping, modals } = storesOf(site.stores);
  const stores: Record<string, Plain> = {
    cart: toPlain(cart.getState()) ?? null,
    // Chosen option values per card (section/product): the products themselves are the catalogue's data, not the visitor's state.
    options: toPlain(catalogue.getState().selections) ?? null,
    forms: readForms(win.document, lastEvents),
    captcha: readCaptcha(win),
    pay: readPay(win, lastEvents),
    promotions: toPlain(promotions.getState()) ?? null,
    shipping: toPlain(shipping.getState()) ?? null,
    modals: toPlain(modals.getState()) ?? null,
  };
  return { prefix, stores, storage: { local: storageOf(storageArea(win, 'localStorage'), prefix), session: storageOf(storageArea(win, 'sessionStorage'), prefix) } };
}

function storageOf(area: Storage | null, prefix: string): Record<string, Plain> {
  // A browser refusing storage: the runtime then keeps it in memory, out of sight.
  return area === null ? {} : readSiteStorage(area, prefix);
}

/** Each form on the page by its element id (the cart's checkout as `checkout`): its phase, its fields' values and its last event. */
function readForms(document: Document, lastEvents: ReadonlyMap<string, { name: string; payload: Plain }>): Plain {
  const forms: Record<string, Plain> = {};
  document.querySelectorAll('form').forEach((form, index) => {
    const id = form.closest<HTMLElement>('[data-element-id]')?.dataset.elementId ?? (form.closest('[data-checkout]') ? 'checkout' : `form ${index + 1}`);
    const lastEvent = lastEvents.get(`form:${id}`);
    forms[id] = { phase: form.dataset.formState ?? null, values: formValues(form), ...(lastEvent ? { lastEvent } : {}) };
  });
  return forms;
}

function formValues(form: HTMLFormElement): Record<string, Plain> {
  const values: Record<string, Plain> = {};
  for (const control of Array.from(form.elements)) {
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement)) continue;
    const key = control.name || control.id;
    if (!key || (control instanceof HTMLInputElement && control.type === 'hidden' && control.value === '')) continue;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (!control.checked) continue;
      const previous = values[key];
      values[key] = previous === undefined ? control.value : [...(Array.isArray(previous) ? previous : [previous]), control.value];
    } else if (control instanceof HTMLInputElement && control.type === 'file') {
      values[key] = Array.from(control.files ?? [], (file) => `${file.name} (${file.size} B)`);
    } else values[key] = control.value;
  }
  return values;
}

/** The sandbox's captcha (sandbox/fake-captcha.ts): whether the library is in, how it will answer, and what it was asked. */
function readCaptcha(win: Window): Plain {
  const fake = (win as Window & { __fakeCaptcha?: unknown }).__fakeCaptcha;
  return { loaded: 'grecaptcha' in win, ...(toPlain(fake) as Record<string, Plain> | undefined) };
}

/** The pay modal's view (runtime/pay), the pay query the page was opened with, and the last pay event. */
function readPay(win: Window, lastEvents: ReadonlyMap<string, { name: string; payload: Plain }>): Plain {
  const params = new URLSearchParams(win.location.search);
  const query = Object.fromEntries([...params].filter(([key]) => key === 'h' || key.startsWith('pay')));
  return { view: win.document.querySelector<HTMLElement>('[data-pay-view]')?.dataset.payView ?? null, query, lastEvent: lastEvents.get('pay') ?? null };
}
