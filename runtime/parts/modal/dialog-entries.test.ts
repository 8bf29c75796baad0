import { describe, expect, it, vi } from 'vitest';
import { createSiteStores } from '../../site/site-stores';
import { createMemoryBackend, createStorage } from '../../platform/storage';
import { memoryLocation } from '../../platform/memory-location.test-support';
import { dialogEntriesOf } from './dialog-entries';

const site = () => dialogEntriesOf(createSiteStores(createStorage('t:', createMemoryBackend())));
/** The task's microtasks: an unmounted dialog's entry goes at their end. */
const microtasks = () => new Promise<void>((done) => queueMicrotask(done));

describe('the site’s dialogs’ history entries', () => {
  it('the cart the visitor opened: `#cart` in an entry of its own; Back closes it; the hash before comes back', () => {
    const location = memoryLocation('#menu');
    const entries = site();
    const onBack = vi.fn();
    entries.attach(location, 'cart', { kind: 'push', hash: 'cart' }, onBack);
    expect(location.entries()).toEqual({ hashes: ['#menu', '#cart'], at: 1 });
    expect(location.entryMark()).toEqual({ key: 'cart', depth: 1 });
    location.visitorBack();
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(location.hash()).toBe('#menu');
    // Its close after the fade finds no entry left to go back over.
    expect(entries.leave('cart')).toBe(false);
    expect(location.entries().at).toBe(0);
  });

  it('closed by its own means: back over its entry, so the next Back does what it did before', async () => {
    const location = memoryLocation('#menu');
    const entries = site();
    const detach = entries.attach(location, 'modal:hours', { kind: 'push' }, vi.fn());
    expect(location.entries()).toEqual({ hashes: ['#menu', '#menu'], at: 1 });
    detach();
    await microtasks();
    expect(location.entries().at).toBe(0);
    expect(location.entryMark()).toBeNull();
  });

  it('unmounted and shown again in the same task (StrictMode’s rehearsal, another CART widget taking the open cart over): the entry stays, one only', async () => {
    const location = memoryLocation();
    const entries = site();
    const first = vi.fn();
    const second = vi.fn();
    entries.attach(location, 'cart', { kind: 'push', hash: 'cart' }, first)();
    entries.attach(location, 'cart', { kind: 'push', hash: 'cart' }, second);
    await microtasks();
    expect(location.entries()).toEqual({ hashes: ['', '#cart'], at: 1 });
    location.visitorBack();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('stacked: Back closes the top one; the one under it closed by its own means then goes back over its own', async () => {
    const location = memoryLocation();
    const entries = site();
    const hours = vi.fn();
    const photo = vi.fn();
    const detachHours = entries.attach(location, 'modal:hours', { kind: 'push' }, hours);
    entries.attach(location, 'lightbox', { kind: 'push' }, photo);
    expect(location.entries().at).toBe(2);
    location.visitorBack();
    expect(photo).toHaveBeenCalledTimes(1);
    expect(hours).not.toHaveBeenCalled();
    detachHours();
    await microtasks();
    expect(location.entries().at).toBe(0);
  });

  it('a dialog with no entry (the address opened it at arrival) writes nothing and hears no Back', async () => {
    const location = memoryLocation('#cart');
    const entries = site();
    const onBack = vi.fn();
    const detach = entries.attach(location, 'cart', null, onBack);
    expect(location.entries()).toEqual({ hashes: ['#cart'], at: 0 });
    expect(entries.leave('cart')).toBe(false);
    detach();
    await microtasks();
    expect(location.entries()).toEqual({ hashes: ['#cart'], at: 0 });
  });

  it('a followed `#cart` link: the browser’s entry is taken as the cart’s, and its close goes back over it', () => {
    const location = memoryLocation();
    const entries = site();
    location.follow('#cart');
    entries.attach(location, 'cart', { kind: 'adopt' }, vi.fn());
    expect(location.entries()).toEqual({ hashes: ['', '#cart'], at: 1 });
    expect(entries.leave('cart')).toBe(true);
    expect(location.entries().at).toBe(0);
  });

  it('Forward onto a closed dialog’s entry reopens nothing; the next dialog takes that entry over', () => {
    const location = memoryLocation();
    const entries = site();
    const onBack = vi.fn();
    entries.attach(location, 'modal:hours', { kind: 'push' }, onBack);
    location.visitorBack();
    location.visitorForward();
    expect(onBack).toHaveBeenCalledTimes(1);
    entries.attach(location, 'lightbox', { kind: 'push' }, vi.fn());
    expect(location.entries()).toEqual({ hashes: ['', ''], at: 1 });
    expect(location.entryMark()).toEqual({ key: 'lightbox', depth: 1 });
  });

  it('what waits for the closes (a link out of a modal) runs once they have gone back', async () => {
    const location = memoryLocation();
    const entries = site();
    const detach = entries.attach(location, 'modal:hours', { kind: 'push' }, vi.fn());
    detach();
    const seen: number[] = [];
    entries.whenSettled(() => seen.push(location.entries().at));
    expect(seen).toEqual([]);
    await microtasks();
    expect(seen).toEqual([0]);
  });

  it('Forward onto a closed dialog’s entry, then the cart by its button: the entry it takes over shows `#cart`, as a new one would', () => {
    const location = memoryLocation('#menu');
    const entries = site();
    entries.attach(location, 'modal:hours', { kind: 'push' }, vi.fn());
    location.visitorBack();
    location.visitorForward();
    entries.attach(location, 'cart', { kind: 'push', hash: 'cart' }, vi.fn());
    expect(location.entries()).toEqual({ hashes: ['#menu', '#cart'], at: 1 });
    expect(location.entryMark()).toEqual({ key: 'cart', depth: 1 });
    expect(entries.leave('cart')).toBe(true);
    expect(location.hash()).toBe('#menu');
  });

  it('reloaded with a page modal open, opened again from its mark: it takes that entry, so Back closes it and its own close goes back over it; another dialog adds its own', async () => {
    const location = memoryLocation('#menu');
    const before = site();
    before.attach(location, 'modal:hours', { kind: 'push' }, vi.fn());
    location.reload();
    const entries = site();
    const onBack = vi.fn();
    const detach = entries.attach(location, 'modal:hours', { kind: 'push' }, onBack);
    expect(location.entries()).toEqual({ hashes: ['#menu', '#menu'], at: 1 });
    expect(location.entryMark()).toEqual({ key: 'modal:hours', depth: 1 });
    location.visitorBack();
    expect(onBack).toHaveBeenCalledTimes(1);
    detach();
    await microtasks();
    expect(location.entries().at).toBe(0);
    // Its close after Forward goes back over it: nothing left for Back to land on in vain.
    location.visitorForward();
    entries.attach(location, 'modal:hours', { kind: 'push' }, vi.fn())();
    await microtasks();
    expect(location.entries()).toEqual({ hashes: ['#menu', '#menu'], at: 0 });
    // On an entry an earlier life marked for another dialog: an entry of its own (the page's entry to this life, depth 0 under it).
    location.visitorForward();
    location.reload();
    entries.attach(location, 'lightbox', { kind: 'push' }, vi.fn());
    expect(location.entries()).toEqual({ hashes: ['#menu', '#menu', '#menu'], at: 2 });
  });

  it('reloaded with two page modals open: the top one takes its entry at its depth; Back opens the one under on its own entry, and after Forward the top one opened again takes its entry back: no Back that changes nothing', async () => {
    const location = memoryLocation();
    const before = site();
    before.attach(location, 'modal:hours', { kind: 'push' }, vi.fn());
    before.attach(location, 'modal:rules', { kind: 'push' }, vi.fn());
    location.reload();
    const entries = site();
    const closeRules = vi.fn();
    const detachRules = entries.attach(location, 'modal:rules', { kind: 'push' }, closeRules);
    expect(location.entries().at).toBe(2);
    expect(location.entryMark()).toEqual({ key: 'modal:rules', depth: 2 });
    // Back: `rules` closes, `hours` (PageModals.tsx opens it from its mark) takes its entry.
    location.visitorBack();
    expect(closeRules).toHaveBeenCalledTimes(1);
    detachRules();
    await microtasks();
    const closeHours = vi.fn();
    entries.attach(location, 'modal:hours', { kind: 'push' }, closeHours);
    expect(location.entries().at).toBe(1);
    expect(location.entryMark()).toEqual({ key: 'modal:hours', depth: 1 });
    // Forward onto `rules`'s entry, then `rules` opened again from `hours`: that entry, no new one.
    location.visitorForward();
    entries.attach(location, 'modal:rules', { kind: 'push' }, vi.fn());
    expect(location.entries()).toEqual({ hashes: ['', '', ''], at: 2 });
    location.visitorBack();
    location.visitorBack();
    expect(closeHours).toHaveBeenCalledTimes(1);
    expect(location.entries().at).toBe(0);
  });
});
