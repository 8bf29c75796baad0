import { describe, expect, it } from 'vitest';
import { NO_FLAGS } from '../runtime/core/policies';
import { findPayLink } from '../scenarios/pay-bills';
import { DEFAULT_MATRIX, DEFAULT_STATE, decodePageText, encodePageText, fixedViewport, flagsParam, frameAddress, onlySections, parseRuntimeQuery, parseShellState, presetFor, publishedAddress, serializeShellState, stageScale, type ShellState } from './url-state';

const SCENARIOS = ['landing', 'media'];

describe('shell URL state', () => {
  it('round-trips every field', () => {
    const state: ShellState = {
      scenario: 'media',
      view: 'matrix',
      matrix: { modes: ['preview', 'run'], viewports: ['mobile', 'tablet'] },
      mode: 'admin',
      viewport: 'mobile',
      flags: { ...DEFAULT_STATE.flags, bot: true, slowNetwork: true },
      panel: 'requests',
      zoom: '75',
      page: encodePageText('{"sections":[]}'),
      saved: 'p1a2b3',
      src: '/pages/x.json',
    };
    expect(parseShellState(serializeShellState(state), SCENARIOS)).toEqual(state);
  });

  it('falls back to defaults for unknown values; a scenario that does not exist is named, for the shell to say so, and not kept', () => {
    const state = parseShellState('?scenario=nope&mode=god&viewport=watch&flags=bot,evil&panel=x&zoom=300', SCENARIOS);
    expect(state).toEqual({ ...DEFAULT_STATE, flags: { ...DEFAULT_STATE.flags, bot: true }, unknownScenario: 'nope' });
    expect(serializeShellState(state)).toBe('?scenario=landing&mode=preview&viewport=desktop&flags=bot');
    // No scenario asked for is no mistake.
    expect(parseShellState('?scenario=&mode=run', SCENARIOS).unknownScenario).toBeUndefined();
    expect(parseShellState('?mode=run', SCENARIOS).unknownScenario).toBeUndefined();
    expect(parseShellState('?scenario=media', SCENARIOS).unknownScenario).toBeUndefined();
  });

  it('matrix view: the modes and viewports in the address, in their own order, unknown entries dropped, none left gives the default', () => {
    expect(parseShellState('?view=matrix&modes=run,admin,god&viewports=wide,mobile,watch', SCENARIOS)).toMatchObject({ view: 'matrix', matrix: { modes: ['admin', 'run'], viewports: ['mobile', 'wide'] } });
    expect(parseShellState('?view=matrix&modes=god&viewports=', SCENARIOS).matrix).toEqual(DEFAULT_MATRIX);
    expect(parseShellState('?view=grid', SCENARIOS).view).toBe('single');
    expect(serializeShellState({ ...DEFAULT_STATE, view: 'matrix' })).toBe('?scenario=landing&mode=preview&viewport=desktop&view=matrix');
    // The single view does not carry the matrix's choice.
    expect(serializeShellState({ ...DEFAULT_STATE, matrix: { modes: ['run'], viewports: ['wide'] } })).toBe('?scenario=landing&mode=preview&viewport=desktop');
  });

  it('keeps defaults out of the URL except the three a link must name', () => {
    expect(serializeShellState(DEFAULT_STATE)).toBe('?scenario=landing&mode=preview&viewport=desktop');
  });

  it('fits the frame to the stage, never above its real size; a fixed zoom is that zoom', () => {
    expect(stageScale('fit', 1280, 1000)).toBeCloseTo(0.78125);
    expect(stageScale('fit', 375, 1000)).toBe(1);
    expect(stageScale('fit', 1280, 0)).toBe(1);
    expect(stageScale('50', 1280, 1000)).toBe(0.5);
    expect(stageScale('100', 1280, 600)).toBe(1);
  });

  it('encodes page text as URL-safe base64 of UTF-8', () => {
    const text = '{"settings":{"title":"Кофейня ☕ +/="}}';
    const encoded = encodePageText(text);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePageText(encoded)).toBe(text);
    expect(decodePageText('%%%')).toBeNull();
  });

  it('has the 375 px mobile and 1280 px desktop presets', () => {
    expect(presetFor('mobile').width).toBe(375);
    expect(presetFor('desktop').width).toBe(1280);
    expect(presetFor('unknown').id).toBe('desktop');
  });
});

describe('only some sections of a scenario page', () => {
  const page = { settings: { title: 'Shop' }, sections: [{ id: 'hero' }, { id: 'catalogue' }, { id: 'gear' }], widgets: [{ id: 'cart' }] };

  it('keeps the named sections in the page order, and the settings and widgets', () => {
    expect(onlySections(page, ['gear', 'catalogue'])).toEqual({ settings: { title: 'Shop' }, sections: [{ id: 'catalogue' }, { id: 'gear' }], widgets: [{ id: 'cart' }] });
  });

  it('keeps the whole page when no section is named, and does not change the page passed in', () => {
    expect(onlySections(page, null)).toBe(page);
    onlySections(page, ['hero']);
    expect(page.sections).toHaveLength(3);
  });

  it('an unknown id leaves no section; what is not a page is left to the loader', () => {
    expect(onlySections(page, ['nope'])).toMatchObject({ sections: [] });
    expect(onlySections('not json', ['hero'])).toBe('not json');
    expect(onlySections({ sections: 'x' }, ['hero'])).toEqual({ sections: 'x' });
  });

  it('the shell keeps a known pay link in its address and puts its query into the frame’s', () => {
    const state = parseShellState('?scenario=shop&pay=paid&sections=gear', ['shop']);
    expect(state.pay).toBe('paid');
    expect(serializeShellState(state)).toContain('pay=paid');
    expect(frameAddress(state)).toBe('frame.html?scenario=shop&mode=preview&sections=gear&pay_id=1050&h=h1050');
    expect(parseShellState('?scenario=shop&pay=evil', ['shop']).pay).toBeUndefined();
    expect(frameAddress({ scenario: 'shop', mode: 'run', flags: NO_FLAGS })).toBe('frame.html?scenario=shop&mode=run');
  });

  it('the frame’s address names the mode and flags it starts in, so its first render is already theirs (a link reproduces the case)', () => {
    const state = parseShellState('?scenario=landing&mode=admin&viewport=mobile&flags=bot,slowNetwork', ['landing']);
    const frame = parseRuntimeQuery(frameAddress(state).split('?')[1]!);
    expect(frame.mode).toBe('admin');
    expect(frame.flags).toEqual(state.flags);
    expect(frame.flags.bot).toBe(true);
  });

  it('the frame’s address carries the custom page it starts on (page= or saved=), so its first render is never the scenario’s page', () => {
    expect(frameAddress({ scenario: 'landing', mode: 'run', flags: NO_FLAGS, page: 'eyJzZWN0aW9ucyI6W119' })).toBe('frame.html?scenario=landing&mode=run&page=eyJzZWN0aW9ucyI6W119');
    expect(frameAddress({ scenario: 'landing', mode: 'run', flags: NO_FLAGS, saved: 'p1x2y3' })).toBe('frame.html?scenario=landing&mode=run&saved=p1x2y3');
  });

  it('a crash asked for in the address goes to the frame’s; anything else is no crash', () => {
    const state = parseShellState('?scenario=shop&crash=render', ['shop']);
    expect(state.crash).toBe('render');
    expect(serializeShellState(state)).toContain('crash=render');
    expect(frameAddress(state)).toBe('frame.html?scenario=shop&mode=preview&crash=render');
    expect(parseShellState('?scenario=shop&crash=boot', ['shop']).crash).toBe('boot');
    expect(parseShellState('?scenario=shop&crash=everything', ['shop']).crash).toBeUndefined();
  });

  it('the State and Accessibility panels are panels of the address', () => {
    expect(parseShellState('?panel=state', []).panel).toBe('state');
    expect(parseShellState('?panel=accessibility', []).panel).toBe('accessibility');
  });

  it('the shell keeps sections= in its address', () => {
    const state = parseShellState('?scenario=shop&sections=gear', ['shop']);
    expect(state.sections).toBe('gear');
    expect(serializeShellState(state)).toContain('sections=gear');
    expect(serializeShellState({ ...state, sections: undefined })).not.toContain('sections=');
  });
});

describe('the one query parser (shell, frame, gallery)', () => {
  it('reads scenario, mode, viewport and flags', () => {
    expect(parseRuntimeQuery('?scenario=shop&mode=admin&viewport=mobile&flags=bot,reducedMotion&story=x')).toEqual({
      scenario: 'shop',
      mode: 'admin',
      viewport: 'mobile',
      flags: { ...NO_FLAGS, bot: true, reducedMotion: true },
      sections: null,
    });
  });

  it('reads sections=a,b as a list of section ids; empty names are dropped', () => {
    expect(parseRuntimeQuery('?scenario=shop&sections=gear,,catalogue').sections).toEqual(['gear', 'catalogue']);
    expect(parseRuntimeQuery('?sections=').sections).toBeNull();
  });

  it('gives the defaults for what is absent or unknown', () => {
    expect(parseRuntimeQuery('')).toEqual({ scenario: null, mode: 'preview', viewport: null, flags: NO_FLAGS, sections: null });
    expect(parseRuntimeQuery('mode=god&flags=evil,,screenshot')).toEqual({ scenario: null, mode: 'preview', viewport: null, flags: { ...NO_FLAGS, screenshot: true }, sections: null });
  });

  it('takes URLSearchParams as well as a string', () => {
    expect(parseRuntimeQuery(new URLSearchParams({ mode: 'run', flags: 'criticalCss' }))).toMatchObject({ mode: 'run', flags: { criticalCss: true } });
  });

  it('writes the flags back in table order, nothing when none is on', () => {
    expect(flagsParam({ ...NO_FLAGS, slowNetwork: true, screenshot: true })).toBe('screenshot,slowNetwork');
    expect(flagsParam(NO_FLAGS)).toBeNull();
    expect(parseRuntimeQuery(`?flags=${flagsParam({ ...NO_FLAGS, bot: true, criticalCss: true })}`).flags).toEqual({ ...NO_FLAGS, bot: true, criticalCss: true });
  });

  it('a fixed runtime viewport only for mobile or desktop (the gallery); a shell preset is not one', () => {
    expect(fixedViewport(parseRuntimeQuery('?viewport=mobile'))).toBe('mobile');
    expect(fixedViewport(parseRuntimeQuery('?viewport=desktop'))).toBe('desktop');
    expect(fixedViewport(parseRuntimeQuery('?viewport=tablet'))).toBeUndefined();
    expect(fixedViewport(parseRuntimeQuery(''))).toBeUndefined();
  });
});

describe('the published page instead of the frame', () => {
  const ids = ['landing', 'shop'];
  const run = { ...DEFAULT_STATE, scenario: 'shop', mode: 'run' as const, published: true as const };

  it('`published=1` survives the address both ways', () => {
    const state = parseShellState('?scenario=shop&mode=run&published=1', ids);
    expect(state.published).toBe(true);
    expect(serializeShellState(state)).toContain('published=1');
    expect(parseShellState('?scenario=shop&mode=run&published=yes', ids).published).toBeUndefined();
  });

  it('is the scenario’s folder under /published/ in run mode', () => {
    expect(publishedAddress(run)).toBe('/published/shop/');
  });

  it('carries the pay link’s query, which opens its bill as in the frame', () => {
    expect(publishedAddress({ ...run, pay: 'cash-only' })).toBe(`/published/shop/?${findPayLink('cash-only')!.query}`);
    expect(publishedAddress({ ...run, folder: 'my-page', pay: 'cash-only' })).toBe(`/published-folders/my-page/?${findPayLink('cash-only')!.query}`);
  });

  it.each([
    ['not asked for', { published: undefined }],
    ['admin', { mode: 'admin' as const }],
    ['preview', { mode: 'preview' as const }],
    ['the matrix', { view: 'matrix' as const }],
    ['a pasted page', { page: 'e30' }],
    ['a saved page', { saved: 'abc' }],
    ['a page from a URL', { src: 'https://example.com/page.json' }],
    ['some sections only', { sections: 'hero' }],
  ])('is not shown for %s', (_case, change) => {
    expect(publishedAddress({ ...run, ...change })).toBeNull();
  });
});

describe('a published folder instead of the frame', () => {
  const ids = ['landing', 'shop'];
  const run = { ...DEFAULT_STATE, mode: 'run' as const, folder: 'spring-sale' };

  it('`folder=` survives the address both ways; a name that could leave out/ is dropped', () => {
    const state = parseShellState('?scenario=shop&mode=run&folder=spring-sale', ids);
    expect(state.folder).toBe('spring-sale');
    expect(serializeShellState(state)).toContain('folder=spring-sale');
    for (const name of ['..', '.hidden', 'a/b', '../etc', '%2e%2e', 'a b']) expect(parseShellState(`?mode=run&folder=${encodeURIComponent(name)}`, ids).folder).toBeUndefined();
  });

  it('is the folder under /published-folders/ in run mode, before the scenario and whatever else the address holds', () => {
    expect(publishedAddress(run)).toBe('/published-folders/spring-sale/');
    expect(publishedAddress({ ...run, published: true, sections: 'hero' })).toBe('/published-folders/spring-sale/');
  });

  it.each([
    ['admin', { mode: 'admin' as const }],
    ['preview', { mode: 'preview' as const }],
    ['the matrix', { view: 'matrix' as const }],
  ])('is not shown in %s', (_case, change) => {
    expect(publishedAddress({ ...run, ...change })).toBeNull();
  });
});
