import { describe, expect, it } from 'vitest';
import { applyEditorAction, editorTargets } from './editor-actions';

const page = {
  sections: [
    { id: 'free', type: 'FREE', elements: [{ id: 'gallery', type: 'media01', data: { kind: 'slider', slides: [{}, {}, {}] } }] },
    {
      id: 'menu',
      type: 'BUNDLE',
      title: 'Menu',
      tabs: [
        { id: 'espresso', title: 'Espresso', anchor: 'espresso-bar', elements: [{ id: 'shot', type: 'figure', data: { kind: 'text', text: 'x' } }] },
        { id: 'filter', title: 'Filter', elements: [] },
      ],
    },
  ],
  modals: [{ id: 'hours', title: 'Opening hours', elements: [] }, { id: 'rules', elements: [] }],
  widgets: [{ id: 'cart', type: 'CART' }],
};

describe('editor actions', () => {
  it('lists the bundles and sliders the editor can act on', () => {
    expect(editorTargets(page)).toEqual({
      bundles: [{ id: 'menu', title: 'Menu', tabs: [{ id: 'espresso', title: 'Espresso' }, { id: 'filter', title: 'Filter' }] }],
      sliders: [{ id: 'gallery', slides: 3 }],
      modals: [
        { id: 'hours', title: 'Opening hours' },
        { id: 'rules', title: 'rules' },
      ],
      carts: ['cart'],
    });
    expect(editorTargets(null)).toEqual({ bundles: [], sliders: [], modals: [], carts: [] });
    expect(applyEditorAction(page, { kind: 'open-modal', modalId: 'hours' })).toBe(page);
    // The cart's forced open changes no page: the frame tells the site.
    expect(applyEditorAction(page, { kind: 'cart', open: true })).toBe(page);
  });

  it('creates a tab at the end with fresh ids', () => {
    const once = applyEditorAction(page, { kind: 'create-tab', sectionId: 'menu' });
    const twice = applyEditorAction(once, { kind: 'create-tab', sectionId: 'menu' });
    expect(editorTargets(twice).bundles[0]?.tabs.map((tab) => tab.id)).toEqual(['espresso', 'filter', 'new-tab', 'new-tab-2']);
    expect(editorTargets(page).bundles[0]?.tabs).toHaveLength(2);
  });

  it('copies a tab right after it, with new ids for the tab and its elements and no anchor', () => {
    const copied = applyEditorAction(page, { kind: 'copy-tab', sectionId: 'menu', tabId: 'espresso' }) as typeof page;
    const tabs = copied.sections[1]!.tabs!;
    expect(tabs.map((tab) => tab.id)).toEqual(['espresso', 'espresso-copy', 'filter']);
    expect(tabs[1]).toMatchObject({ title: 'Espresso (copy)', elements: [{ id: 'shot-copy', type: 'figure' }] });
    expect(tabs[1]).not.toHaveProperty('anchor');
    expect(applyEditorAction(page, { kind: 'copy-tab', sectionId: 'menu', tabId: 'nope' })).toEqual(page);
  });

  it('jumping to a slide changes no page', () => {
    expect(applyEditorAction(page, { kind: 'jump-to-slide', elementId: 'gallery', index: 2 })).toBe(page);
  });
});
