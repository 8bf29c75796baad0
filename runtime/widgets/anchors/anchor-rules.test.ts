import { describe, expect, it } from 'vitest';
import { activeAnchor, anchorEntries, anchorsDisplay, enabledEntries, ANCHORS_ANIMATION_MS, ANCHORS_EDGE_ROOM_PX, ANCHORS_MIN_BLOCKS, ANCHORS_SPACING_PX, ANCHORS_STAGGER_MS, dotLayout, dotScrollTop } from './anchor-rules';
import { sectionTargets } from '../../page/section-targets';

// Each with the `#` target the page gave its section (page/section-targets.ts).
const blocks = [
  { id: 'intro', anchor: 'intro', target: 'intro', title: 'Welcome' },
  { id: 'events', target: 'events', title: 'Events' },
  { id: 'bills', anchor: 'bills', target: 'bills', hidden: { mobile: true } },
];

describe('anchors widget rules', () => {
  it('keeps the spec numbers', () => {
    expect([ANCHORS_MIN_BLOCKS, ANCHORS_ANIMATION_MS, ANCHORS_STAGGER_MS, ANCHORS_SPACING_PX]).toEqual([2, 300, 30, 24]);
  });

  it("lists the blocks with their section's `#` target; a block hidden here is not enabled", () => {
    expect(anchorEntries(blocks, 'mobile')).toEqual([
      { id: 'intro', title: 'Welcome', enabled: true, anchor: 'intro' },
      { id: 'events', title: 'Events', enabled: true, anchor: 'events' },
      { id: 'bills', title: 'bills', enabled: false, anchor: 'bills' },
    ]);
  });

  it("a dot links to its own section's target, never to a name another section holds or a hash the runtime reads; a section without a target has none (spec 001 §2)", () => {
    const outline = [
      { id: 'menu', title: 'Food' },
      { id: 'drinks', anchor: 'menu', title: 'Drinks' },
      { id: 'cart', title: 'Shop' },
    ];
    const targets = sectionTargets(outline);
    const entries = anchorEntries(
      outline.map((section) => ({ ...section, target: targets.get(section.id) })),
      'desktop',
    );
    expect(entries.map(({ id, anchor }) => ({ id, anchor }))).toEqual([
      { id: 'menu', anchor: null },
      { id: 'drinks', anchor: 'menu' },
      { id: 'cart', anchor: null },
    ]);
  });

  it("the owner's entries retitle a block or leave it out; blocks not listed keep their own title", () => {
    const entries = anchorEntries(blocks, 'desktop', [
      { id: 'events', title: '  What is on  ' },
      { id: 'intro', enabled: false },
      { id: 'unknown', title: 'No such block' },
    ]);
    expect(entries.map(({ id, title, enabled }) => ({ id, title, enabled }))).toEqual([
      { id: 'intro', title: 'Welcome', enabled: false },
      { id: 'events', title: 'What is on', enabled: true },
      { id: 'bills', title: 'bills', enabled: true },
    ]);
    expect(enabledEntries(entries).map((entry) => entry.anchor)).toEqual(['events', 'bills']);
    // A blank title falls back to the block's.
    expect(anchorEntries(blocks, 'desktop', [{ id: 'intro', title: ' ' }])[0]?.title).toBe('Welcome');
  });

  it('dots with 2 enabled blocks; fewer: the placeholder in admin, else nothing; hidden where the policy says', () => {
    const two = anchorEntries(blocks, 'mobile');
    const one = anchorEntries(blocks.slice(2).concat(blocks.slice(0, 1)), 'mobile');
    expect(anchorsDisplay(two, { shown: true, placeholder: false })).toBe('dots');
    expect(anchorsDisplay(one, { shown: true, placeholder: true })).toBe('placeholder');
    expect(anchorsDisplay(one, { shown: true, placeholder: false })).toBe('none');
    expect(anchorsDisplay(two, { shown: false, placeholder: true })).toBe('none');
  });

  it('places the dots 24 px apart with a 30 ms stagger', () => {
    expect(dotLayout(0)).toEqual({ top: 0, delayMs: 0 });
    expect(dotLayout(3)).toEqual({ top: 72, delayMs: 90 });
  });

  it('a column cut to a short window scrolls the least that shows a dot with room for its ring and title, and not at all when it shows', () => {
    const room = ANCHORS_EDGE_ROOM_PX;
    const view = { scrollTop: 100, height: 200 };
    // Shown with its room: no scroll.
    expect(dotScrollTop(100 + room, view)).toBeNull();
    expect(dotScrollTop(300 - room - ANCHORS_SPACING_PX, view)).toBeNull();
    // Above: its room at the column's top; the first dot scrolls the column to its start.
    expect(dotScrollTop(100, view)).toBe(100 - room);
    expect(dotScrollTop(0, view)).toBe(0);
    // Below: its room at the column's bottom.
    expect(dotScrollTop(300, view)).toBe(300 + ANCHORS_SPACING_PX + room - 200);
    // A view too short for a dot and its room shows the dot from its top.
    expect(dotScrollTop(300, { scrollTop: 0, height: 20 })).toBe(300 - room);
  });

  it('the active dot follows the first enabled block in focus, and stays when none is', () => {
    const entries = anchorEntries(blocks, 'desktop');
    expect(activeAnchor(entries, new Set(['events', 'bills']), null)).toBe('events');
    expect(activeAnchor(entries, new Set(), 'events')).toBe('events');
    expect(activeAnchor(anchorEntries(blocks, 'mobile'), new Set(['bills']), 'intro')).toBe('intro');
  });
});
