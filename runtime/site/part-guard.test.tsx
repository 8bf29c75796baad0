// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage, type LoadedPage } from '../page/parse-page';
import { DEFAULT_REGISTRY, preloadStandardParts } from './registry';
import type { Registry } from '../parts/registry-context';
import { createDetachedServices } from '../core/services';
import { Site } from './Site';
import type { Mode } from '../core/policies';

function Exploding(): never {
  throw new Error('the hr01 data could not be drawn');
}
const registry: Registry = { ...DEFAULT_REGISTRY, elements: { ...DEFAULT_REGISTRY.elements, hr01: { component: Exploding, implemented: true } } };
const page = loadPage({
  sections: [{ id: 's', type: 'FREE', elements: [{ id: 'ok', type: 'figure', data: { kind: 'text', text: 'still here' } }, { id: 'boom', type: 'hr01', data: {} }] }],
}) as LoadedPage;

let container: HTMLElement;
afterEach(cleanup);

function mount(mode: Mode) {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const view = render(<Site page={page} mode={mode} viewport="desktop" registry={registry} services={createDetachedServices({ log })} />);
  container = view.container;
  return { unmount: view.unmount, log };
}

// The standard blocks and elements load on demand (registry.ts); these tests render pages at once, as the harness frame does after its preload.
beforeAll(preloadStandardParts);

describe('a part that throws while rendering', () => {
  it('is caught: the rest of the page renders, admin sees why, visitors see nothing, the log says what failed', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const admin = mount('admin');
    expect(container.textContent).toContain('still here');
    expect(container.querySelector('[data-part-error="element"]')?.textContent).toContain('the hr01 data could not be drawn');
    expect(admin.log.error).toHaveBeenCalledWith('element hr01 #boom failed to render', expect.any(Error));
    admin.unmount();

    const visitor = mount('run');
    expect(container.textContent).toContain('still here');
    expect(container.querySelector('[data-part-error]')).toBeNull();
    visitor.unmount();
  });
});
