// @vitest-environment jsdom
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../../core/runtime-context';
import { createSiteStores } from '../../site/site-stores';
import { HoverFrame } from './HoverFrame';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('a swap asks for its hover image by the image rules of its first hover: light on a slow network (spec 000 §9), and a later change of the connection fetches nothing again', async () => {
  const asked: string[] = [];
  // The preload's off-document image: records the file and loads it at once.
  vi.stubGlobal(
    'Image',
    class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      decoding = 'auto';
      set src(url: string) {
        asked.push(url);
        queueMicrotask(() => this.onload?.());
      }
    },
  );
  // jsdom has no PointerEvent: a mouse event that carries its pointer's type.
  vi.stubGlobal(
    'PointerEvent',
    class extends MouseEvent {
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerType = init.pointerType ?? '';
      }
    },
  );
  const stores = createSiteStores();
  const image = { id: 'barista', ext: 'jpg' as const, width: 2400, height: 1600 };
  const frame = (slowNetwork: boolean) => (
    <RuntimeProvider mode="run" viewport="desktop" flags={{ slowNetwork }} stores={stores}>
      <HoverFrame hover={{ effect: 'swap', image }}>
        <p>text</p>
      </HoverFrame>
    </RuntimeProvider>
  );
  const { container, rerender } = render(frame(true));
  expect(asked).toEqual([]);
  const surface = container.querySelector('[data-hover="swap"]')!;
  fireEvent.pointerEnter(surface, { pointerType: 'mouse' });
  expect(asked).toEqual(['/img/barista_1400_q50.webp']);
  rerender(frame(false));
  fireEvent.pointerLeave(surface, { pointerType: 'mouse' });
  fireEvent.pointerEnter(surface, { pointerType: 'mouse' });
  expect(asked).toEqual(['/img/barista_1400_q50.webp']);
  await waitFor(() => expect(container.querySelector('img.rt-hover__swap')?.getAttribute('src')).toBe('/img/barista_1400_q50.webp'));
});
