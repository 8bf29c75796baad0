import { describe, expect, it } from 'vitest';
import { loadSection, type LoadedBundleTab } from '../../page/parse-page';
import { tabForHash } from '../../widgets/tabs/tab-rules';
import { bundleHashNames, bundleHashTargets, bundleTabHash, elementIdsOf, hashBelongsTo, tabsCreated } from './bundle-rules';

function bundleTabs(raw: unknown): LoadedBundleTab[] {
  const part = loadSection({ id: 'menu', type: 'BUNDLE', tabs: raw }, 'sections[0]');
  if (!part.ok || part.value.type !== 'BUNDLE') throw new Error('bundle did not load');
  return part.value.tabs;
}

const tabs = bundleTabs([
  { id: 'hot', title: 'Hot', anchor: 'hot-drinks', elements: [{ id: 'espresso-text', type: 'figure', data: { kind: 'text', text: 'Espresso' } }] },
  { id: 'cold', title: 'Cold', elements: [{ id: 'cold-text', type: 'figure', data: { kind: 'text', text: 'Cold brew' } }, { id: 'broken-one', type: 'figure', data: { kind: 'sparkles' } }] },
]);

describe('bundle hash', () => {
  it('is the tab anchor, else bundle-{sectionId}-{tabId}', () => {
    expect(bundleTabHash('menu', { id: 'hot', anchor: 'hot-drinks' })).toBe('hot-drinks');
    expect(bundleTabHash('menu', { id: 'cold' })).toBe('bundle-menu-cold');
  });

  it('element ids include broken elements whose id could be read', () => {
    expect(elementIdsOf(tabs[1]!)).toEqual(['cold-text', 'broken-one']);
  });

  it('every form of hash selects its tab', () => {
    const targets = bundleHashTargets('menu', tabs);
    expect(tabForHash('#hot-drinks', targets)).toBe('hot');
    expect(tabForHash('#bundle-menu-cold', targets)).toBe('cold');
    expect(tabForHash('#cold-text', targets)).toBe('cold');
    expect(tabForHash('#broken-one', targets)).toBe('cold');
    expect(tabForHash('#tabcold', targets)).toBe('cold');
    expect(tabForHash('#bundle-menu-hot', targets)).toBeNull(); // a tab with an anchor is named by it
  });

  it('the bundle claims every name that selects one of its tabs: each tab\u2019s hash, its #tab{id}, its elements', () => {
    const targets = bundleHashTargets('menu', tabs);
    const names = bundleHashNames(targets);
    expect(names).toEqual(['hot-drinks', 'tabhot', 'espresso-text', 'bundle-menu-cold', 'tabcold', 'cold-text', 'broken-one']);
    for (const name of names) expect(tabForHash(`#${name}`, targets)).not.toBeNull();
  });

  it('a hash belongs to the bundle when it selects one of its tabs and the bundle answers it', () => {
    const targets = bundleHashTargets('menu', tabs);
    const all = () => true;
    expect(hashBelongsTo('#hot-drinks', targets, all)).toBe(true);
    expect(hashBelongsTo('#cold-text', targets, all)).toBe(true);
    expect(hashBelongsTo('#contacts', targets, all)).toBe(false);
    expect(hashBelongsTo('', targets, all)).toBe(false);
    // A catalogue higher on the page answers `#tabcold` (a category of that id): the hash is its own.
    expect(hashBelongsTo('#tabcold', targets, (name) => name !== 'tabcold')).toBe(false);
  });
});

describe('lazy creation', () => {
  it('waits for the block to be near the screen once', () => {
    expect(tabsCreated(false, false, false)).toBe(false);
    expect(tabsCreated(true, false, false)).toBe(true);
  });
  it('a capture render (screenshot, critical CSS, crawler: policy captureRender) gets the content at once', () => {
    expect(tabsCreated(false, true, false)).toBe(true);
  });
  it('a block first rendered as the server’s HTML (and hydrated from it) has its content at once: scripts off, that HTML is all there is', () => {
    expect(tabsCreated(false, false, true)).toBe(true);
  });
});
