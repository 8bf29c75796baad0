import { useEffect, useState } from 'react';
import { useRuntimeBasics } from '../../core/runtime-context';
import { preloadImage } from './preload';

type PreloadStatus = 'idle' | 'loading' | 'loaded' | 'error';

/**
 * Preloads `url` (null: nothing yet) and says when it can be shown. A failure is logged and
 * reported as `image:error`, like every image of the runtime (spec 000 §8). Used by the lightbox
 * and the hover swap; ResponsiveImage keeps its own state machine (image-load.ts).
 */
export function usePreloadedImage(url: string | null): PreloadStatus {
  const { services } = useRuntimeBasics();
  const [result, setResult] = useState<{ url: string; ok: boolean } | null>(null);
  useEffect(() => {
    if (!url) return;
    return preloadImage(url, (ok) => {
      setResult({ url, ok });
      if (!ok) {
        services.log.warn('image failed to load', url);
        services.events.emit('image:error', { url });
      }
    });
  }, [url, services]);
  if (!url) return 'idle';
  if (result?.url !== url) return 'loading';
  return result.ok ? 'loaded' : 'error';
}
