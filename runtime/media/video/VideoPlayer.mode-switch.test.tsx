// @vitest-environment jsdom
/**
 * A video across a mode switch (README §Rules: a part re-renders only when a value it reads
 * changes): run → preview changes no policy the player reads, so it is left alone; a switch to
 * admin turns its autoplay off, which it follows.
 */
import { belowProviderDuring } from '../../site/react-renders.test-support';
import { act } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { Mode } from '../../core/policies';
import { RuntimeProvider } from '../../core/runtime-context';
import { createDetachedServices } from '../../core/services';
import { VideoSchema } from '../../page/page-schema';
import { createSiteStores } from '../../site/site-stores';
import { VideoPlayer } from './VideoPlayer';

afterEach(cleanup);

it('run → preview does not render the player again; a switch to admin (no autoplay) does', () => {
  const services = createDetachedServices();
  const stores = createSiteStores();
  const video = VideoSchema.parse({ type: 'custom', source: '/video/harbor-pour.webm', autoplay: true });
  // One element for every render: only what the player reads from the runtime renders it again.
  const player = <VideoPlayer id="clip" video={video} />;
  const site = (mode: Mode) => (
    <RuntimeProvider mode={mode} viewport="desktop" services={services} stores={stores}>
      {player}
    </RuntimeProvider>
  );
  const view = render(site('run'));
  expect(belowProviderDuring(() => act(() => view.rerender(site('preview'))))).toEqual([]);
  expect(belowProviderDuring(() => act(() => view.rerender(site('admin'))))).toContain('VideoBox');
});
