import { describe, expect, it } from 'vitest';
import { DEFAULT_STATE, decodePageText, encodePageText, parseShellState, presetFor, serializeShellState, type ShellState } from './url-state';

const SCENARIOS = ['landing', 'media'];

describe('shell URL state', () => {
  it('round-trips every field', () => {
    const state: ShellState = {
      scenario: 'media',
      mode: 'admin',
      viewport: 'mobile',
      flags: { ...DEFAULT_STATE.flags, bot: true, slowNetwork: true },
      panel: 'requests',
      page: encodePageText('{"sections":[]}'),
      src: '/pages/x.json',
    };
    expect(parseShellState(serializeShellState(state), SCENARIOS)).toEqual(state);
  });

  it('falls back to defaults for unknown values', () => {
    const state = parseShellState('?scenario=nope&mode=god&viewport=watch&flags=bot,evil&panel=x', SCENARIOS);
    expect(state).toEqual({ ...DEFAULT_STATE, flags: { ...DEFAULT_STATE.flags, bot: true } });
  });

  it('keeps defaults out of the URL except the three a link must name', () => {
    expect(serializeShellState(DEFAULT_STATE)).toBe('?scenario=landing&mode=preview&viewport=desktop');
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
