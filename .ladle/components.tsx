/**
 * Ladle's global provider: a toolbar with the runtime's mode and viewport, applied to every
 * story through the story environment, and the sandbox backend started once.
 */
import { useEffect, useState } from 'react';
import type { GlobalProvider } from '@ladle/react';
import { MODES, VIEWPORTS, type Mode, type Viewport } from '../runtime/core/policies';
import { StoryEnvironmentProvider } from '../stories/support/environment';
import { startBrowserSandbox } from '../sandbox/browser';
import { imageOriginals, videoOriginals } from '../scenarios/image-originals';
import { galleryProducts } from '../harness/gallery/seed';

const sandbox = startBrowserSandbox(galleryProducts, { imageOriginals, videoOriginals });

const bar = { display: 'flex', gap: 12, alignItems: 'center', font: '12px system-ui, sans-serif', padding: '6px 10px', background: '#f3f1ee', borderBottom: '1px solid #e2ddd6' } as const;

export const Provider: GlobalProvider = ({ children, globalState }) => {
  const [mode, setMode] = useState<Mode>('preview');
  const [viewport, setViewport] = useState<Viewport | 'auto'>('auto');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    void sandbox.then(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, []);
  return (
    <>
      <div style={bar} role="toolbar" aria-label="Runtime controls">
        <label>
          Mode{' '}
          <select value={mode} onChange={(e) => setMode(e.target.value as Mode)}>
            {MODES.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </label>
        <label>
          Viewport{' '}
          <select value={viewport} onChange={(e) => setViewport(e.target.value as Viewport | 'auto')}>
            <option value="auto">auto (frame width)</option>
            {VIEWPORTS.map((v) => (
              <option key={v}>{v}</option>
            ))}
          </select>
        </label>
      </div>
      {ready && <StoryEnvironmentProvider value={{ mode, viewport: viewport === 'auto' ? undefined : viewport, story: globalState.story }}>{children}</StoryEnvironmentProvider>}
    </>
  );
};
