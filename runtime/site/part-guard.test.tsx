// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPage, type LoadedPage } from '../page/parse-page';
import { DEFAULT_REGISTRY } from './registry';
import type { Registry } from '../parts/registry-context';
import { createDetachedServices } from '../core/services';
import { Site } from './Site';
import type { Mode } from '../core/policies';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

function Exploding(): never {
  throw new Error('the hr01 data could not be drawn');
}
const registry: Registry = { ...DEFAULT_REGISTRY, elements: { ...DEFAULT_REGISTRY.elements, hr01: { component: Exploding, implemented: true } } };
const page = loadPage({
  sections: [{ id: 's', type: 'FREE', elements: [{ id: 'ok', type: 'figure', data: { kind: 'text', text: 'still here' } }, { id: 'boom', type: 'hr01', data: {} }] }],
}) as LoadedPage;

let container: HTMLElement;
afterEach(() => container?.remove());

function mount(mode: Mode) {
  container = document.createElement('div');
  document.body.append(container);
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const root = createRoot(container);
  act(() => root.render(<Site page={page} mode={mode} viewport="desktop" registry={registry} services={createDetachedServices({ log })} />));
  return { root, log };
}

describe('a part that throws while rendering', () => {
  it('is caught: the rest of the page renders, admin sees why, visitors see nothing, the log says what failed', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const admin = mount('admin');
    expect(container.textContent).toContain('still here');
    expect(container.querySelector('[data-part-error="element"]')?.textContent).toContain('the hr01 data could not be drawn');
    expect(admin.log.error).toHaveBeenCalledWith('element hr01 #boom failed to render', expect.any(Error));
    act(() => admin.root.unmount());

    const visitor = mount('run');
    expect(container.textContent).toContain('still here');
    expect(container.querySelector('[data-part-error]')).toBeNull();
    act(() => visitor.root.unmount());
  });
});
