import { describe, expect, it, vi } from 'vitest';
import { followSlowNetwork, isSlowConnection, type ConnectionInfo } from './connection';

describe('the visitor’s connection (spec 000 §9: on slow networks, lighter images)', () => {
  it('is slow on a 3G estimate or worse, or when the visitor asks to save data; not on 4G or when the browser does not say', () => {
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '3g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g' })).toBe(false);
    expect(isSlowConnection({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(isSlowConnection({ saveData: false })).toBe(false);
    expect(isSlowConnection({})).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });

  it('tells the state at once and after each change the browser announces, until unsubscribed', () => {
    const listeners = new Set<() => void>();
    const connection: { -readonly [key in keyof ConnectionInfo]: ConnectionInfo[key] } & Record<string, unknown> = {
      effectiveType: '4g',
      saveData: false,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    };
    const onChange = vi.fn();
    const stop = followSlowNetwork({ connection } as unknown as Navigator, onChange);
    expect(onChange.mock.calls).toEqual([[false]]);
    connection.effectiveType = '3g';
    listeners.forEach((listener) => listener());
    connection.effectiveType = '4g';
    connection.saveData = true;
    listeners.forEach((listener) => listener());
    connection.saveData = false;
    listeners.forEach((listener) => listener());
    expect(onChange.mock.calls).toEqual([[false], [true], [true], [false]]);
    stop();
    expect(listeners.size).toBe(0);
  });

  it('without the Network Information API (Safari, Firefox) the normal rules hold and nothing is watched', () => {
    const onChange = vi.fn();
    const stop = followSlowNetwork({} as Navigator, onChange);
    expect(onChange.mock.calls).toEqual([[false]]);
    expect(stop).not.toThrow();
  });
});
