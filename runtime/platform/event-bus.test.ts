import { describe, expect, it, vi } from 'vitest';
import { createEventBus, type RuntimeEvents } from './event-bus';

describe('createEventBus', () => {
  it('delivers payloads to the handlers of that type only', () => {
    const bus = createEventBus<RuntimeEvents>();
    const blocked = vi.fn();
    const image = vi.fn();
    bus.on('link:blocked', blocked);
    bus.on('image:error', image);
    bus.emit('link:blocked', { url: 'javascript:alert(1)', elementId: 'e1' });
    expect(blocked).toHaveBeenCalledWith({ url: 'javascript:alert(1)', elementId: 'e1' });
    expect(image).not.toHaveBeenCalled();
  });

  it('calls every handler in subscription order', () => {
    const bus = createEventBus<RuntimeEvents>();
    const calls: string[] = [];
    bus.on('part:broken', () => calls.push('a'));
    bus.on('part:broken', () => calls.push('b'));
    bus.emit('part:broken', { path: 'sections[0]' });
    expect(calls).toEqual(['a', 'b']);
  });

  it('unsubscribes with the returned function', () => {
    const bus = createEventBus<RuntimeEvents>();
    const handler = vi.fn();
    const off = bus.on('image:error', handler);
    off();
    off();
    bus.emit('image:error', { url: '/img/1.jpg' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('keeps going when a handler throws, and logs the failure', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bus = createEventBus<RuntimeEvents>();
    const after = vi.fn();
    bus.on('button:action', () => {
      throw new Error('boom');
    });
    bus.on('button:action', after);
    expect(() => bus.emit('button:action', { elementId: 'b1', action: { type: 'modal', modalId: 'm1' } })).not.toThrow();
    expect(after).toHaveBeenCalledWith({ elementId: 'b1', action: { type: 'modal', modalId: 'm1' } });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toContain('button:action');
  });

  it('does not let subscriptions made during an emit join that emit', () => {
    const bus = createEventBus<RuntimeEvents>();
    const late = vi.fn();
    bus.on('image:error', () => bus.on('image:error', late));
    bus.emit('image:error', { url: 'a' });
    expect(late).not.toHaveBeenCalled();
    bus.emit('image:error', { url: 'b' });
    expect(late).toHaveBeenCalledWith({ url: 'b' });
  });

  it('clear() drops every handler', () => {
    const bus = createEventBus<RuntimeEvents>();
    const handler = vi.fn();
    bus.on('image:error', handler);
    bus.clear();
    bus.emit('image:error', { url: 'a' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('onAny() hears every event with its name, after the handlers of that type; a throwing one is logged', () => {
    const bus = createEventBus<RuntimeEvents>();
    const heard: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    bus.on('tabs:select', () => heard.push('typed'));
    const off = bus.onAny((type, payload) => heard.push(`${String(type)} ${JSON.stringify(payload)}`));
    bus.onAny(() => {
      throw new Error('broken log');
    });
    bus.emit('tabs:select', { tabs: 't', tab: 'a', source: 'click' });
    bus.emit('site:announce', { text: 'hi' });
    expect(heard).toEqual(['typed', 'tabs:select {"tabs":"t","tab":"a","source":"click"}', 'site:announce {"text":"hi"}']);
    expect(error).toHaveBeenCalledTimes(2);
    off();
    bus.clear();
    bus.emit('site:announce', { text: 'again' });
    expect(heard).toHaveLength(3);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('accepts event names that are Object.prototype members', () => {
    const bus = createEventBus<{ constructor: number; toString: string }>();
    const handler = vi.fn();
    bus.emit('toString', 'nobody listens');
    bus.on('constructor', handler);
    bus.emit('constructor', 1);
    expect(handler).toHaveBeenCalledWith(1);
  });

  it('is typed by its event map', () => {
    const bus = createEventBus<RuntimeEvents>();
    // @ts-expect-error unknown event name
    bus.on('no:such:event', () => undefined);
    // @ts-expect-error wrong payload
    bus.emit('image:error', { href: 'x' });
    expect(true).toBe(true);
  });
});
