import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VideoSchema } from '../../page/page-schema';
import { RuntimeProvider } from '../../core/runtime-context';
import { createSiteStores } from '../../site/site-stores';
import { VideoPlayer } from './VideoPlayer';

// Node, no DOM: the player must render on the server (DESIGN.md §7) and reserve its box.
describe('<VideoPlayer> on the server', () => {
  it('renders the poster state with its play button and the box proportion', () => {
    expect(typeof window).toBe('undefined');
    const video = VideoSchema.parse({ type: 'youtube', source: 'M7lc1UVf-VE', autoplay: true, proportion: 0.75 });
    const html = renderToString(
      <RuntimeProvider mode="run" viewport="mobile" language="ru" stores={createSiteStores()}>
        <VideoPlayer id="v" video={video} radius={8} />
      </RuntimeProvider>,
    );
    expect(html).toContain('data-state="poster"');
    expect(html).toContain('aspect-ratio:1 / 0.75');
    expect(html).toContain('aria-label="Смотреть видео"');
  });
});
