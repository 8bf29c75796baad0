import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { followStorage } from './follow-storage';
import { createMemoryBackend, createStorage, type StorageBackend } from './storage';

/** A page's storage over `backend`, and `tell`: what the browser says of the other pages' writes (storage.test.ts). */
function pageStorage(backend: StorageBackend) {
  let tell: (fullKey: string | null, newValue: string | null | undefined) => void = () => undefined;
  const storage = createStorage('site:1:', backend, (callback) => {
    tell = callback;
    return () => {
      tell = () => undefined;
    };
  });
  return { storage, tell: (fullKey: string | null, newValue: string | null | undefined) => tell(fullKey, newValue) };
}

/** A store of one value, written under 'note' as it changes and set to what another page wrote. */
function followedNote(backend: StorageBackend) {
  const { storage, tell } = pageStorage(backend);
  const store = createStore<{ note: string }>()(() => ({ note: '' }));
  const written: string[] = [];
  const stop = followStorage(store, storage, 'note', {
    write(state, previous) {
      if (state.note === previous.note) return;
      written.push(state.note);
      storage.set('note', state.note);
    },
    take: (value) => store.setState({ note: typeof value === 'string' ? value : '' }),
  });
  return { store, tell, written, stop };
}

describe('followStorage: a store kept under a key every page of the site shares', () => {
  it('writes the store’s own changes, and takes in another page’s without writing them back (two tabs would echo)', () => {
    const backend = createMemoryBackend();
    const { store, tell, written } = followedNote(backend);
    store.setState({ note: 'mine' });
    expect(backend.getItem('site:1:note')).toBe('"mine"');
    backend.setItem('site:1:note', '"theirs"');
    tell('site:1:note', '"theirs"');
    expect(store.getState().note).toBe('theirs');
    // A page shown again from the back-forward cache reads the key again.
    backend.setItem('site:1:note', '"while frozen"');
    tell(null, undefined);
    expect(store.getState().note).toBe('while frozen');
    expect(written).toEqual(['mine']);
    // Its own changes after that are written again.
    store.setState({ note: 'mine again' });
    expect(written).toEqual(['mine', 'mine again']);
  });

  it('another key is no news; the stop function ends both the writes and the following', () => {
    const backend = createMemoryBackend();
    const { store, tell, written, stop } = followedNote(backend);
    tell('site:1:other', '"x"');
    expect(store.getState().note).toBe('');
    stop();
    tell('site:1:note', '"theirs"');
    store.setState({ note: 'mine' });
    expect(store.getState().note).toBe('mine');
    expect(written).toEqual([]);
  });

  it('a storage no other page writes to (no watch) is written all the same', () => {
    const storage = createStorage('site:1:', createMemoryBackend());
    const store = createStore<{ note: string }>()(() => ({ note: '' }));
    followStorage(store, storage, 'note', { write: (state) => storage.set('note', state.note), take: () => undefined });
    store.setState({ note: 'mine' });
    expect(storage.get('note')).toBe('mine');
  });
});
