// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider, usePolicy, usePolicyAtEvent, useRuntimeBasics, useViewport } from './runtime-context';
import { createSiteStores } from '../site/site-stores';
import type { Mode } from './policies';

afterEach(cleanup);

const stores = createSiteStores();

describe('reading the mode, viewport and flags by value', () => {
  it('a mode switch re-renders a part only when a policy it reads changes; a policy read at an event is the current one', () => {
    const photoRenders = vi.fn();
    const notesRenders = vi.fn();
    let readAtEvent: ReturnType<typeof usePolicyAtEvent> | null = null;
    // Memoised, as the catalogue's cards are: only what they read can re-render them.
    const Photo = memo(function Photo() {
      photoRenders();
      const light = usePolicy('lightImages');
      const viewport = useViewport();
      const { t } = useRuntimeBasics();
      readAtEvent = usePolicyAtEvent();
      return <p>{`${viewport} ${light ? 'light' : 'full'} ${t('modal::close')}`}</p>;
    });
    const Notes = memo(function Notes() {
      notesRenders();
      return <p>{usePolicy('adminNotes') ? 'notes shown' : 'no notes'}</p>;
    });
    const page = (mode: Mode) => (
      <RuntimeProvider mode={mode} viewport="desktop" stores={stores}>
        <Photo />
        <Notes />
      </RuntimeProvider>
    );
    const { rerender } = render(page('preview'));
    expect(screen.getByText('no notes')).toBeTruthy();
    expect(readAtEvent!('catalogueCartActions')).toBe(true);
    act(() => rerender(page('admin')));
    // The notes follow the mode; the photo, whose policies did not change, was left alone.
    expect(screen.getByText('notes shown')).toBeTruthy();
    expect(notesRenders).toHaveBeenCalledTimes(2);
    expect(photoRenders).toHaveBeenCalledTimes(1);
    expect(screen.getByText('desktop full Close')).toBeTruthy();
    // Admin only reports a card's add to cart: read at the click, it is the current mode's answer.
    expect(readAtEvent!('catalogueCartActions')).toBe(false);
  });
});
