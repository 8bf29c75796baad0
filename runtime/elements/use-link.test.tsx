// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { consoleLog, createDetachedServices } from '../core/services';
import type { RuntimeEvents } from '../platform/event-bus';
import { createSiteStores } from '../site/site-stores';
import { hasLinkAddress, useElementLink } from './use-link';

afterEach(() => cleanup());

/** An element's link as the hook draws it, and what it reported: the log's warnings and `link:blocked`. */
function linkOf(href: string | undefined) {
  const warn = vi.fn();
  const services = createDetachedServices({ log: { ...consoleLog, warn } });
  const blocked: RuntimeEvents['link:blocked'][] = [];
  services.events.on('link:blocked', (event) => void blocked.push(event));
  let drawn: ReturnType<typeof useElementLink> | undefined;
  function LinkedElement() {
    drawn = useElementLink('menu', href);
    return null;
  }
  render(
    <RuntimeProvider mode="run" viewport="desktop" services={services} stores={createSiteStores(services.storage)}>
      <LinkedElement />
    </RuntimeProvider>,
  );
  return { href: drawn?.href ?? null, warn, blocked };
}

describe('useElementLink: a link the URL rule refuses is dropped and reported; an empty one is no link', () => {
  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', 'http://ex ample.com'])('%j is refused: no link, a warning and link:blocked', (href) => {
    const { href: drawn, warn, blocked } = linkOf(href);
    expect(drawn).toBeNull();
    expect(warn).toHaveBeenCalledWith('unsafe link dropped on element menu', href);
    expect(blocked).toEqual([{ url: href, elementId: 'menu' }]);
    expect(hasLinkAddress(href)).toBe(true);
  });

  it.each(['https://example.com/menu', '/about', '#booking', 'mailto:a@b.cd', 'tel:+1555'])('%j is a link, and nothing is reported', (href) => {
    const { href: drawn, warn, blocked } = linkOf(href);
    expect(drawn).toBe(href);
    expect(warn).not.toHaveBeenCalled();
    expect(blocked).toEqual([]);
  });

  // An owner who has not filled the address in yet: the element has no link, as for a refused one,
  // but nothing was refused, so nothing is logged or announced (nor does admin note it).
  it.each([undefined, '', '  '])('no address (%j) is no link yet, not a refused one: nothing is reported', (href) => {
    const { href: drawn, warn, blocked } = linkOf(href);
    expect(drawn).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(blocked).toEqual([]);
    expect(hasLinkAddress(href)).toBe(false);
  });
});
