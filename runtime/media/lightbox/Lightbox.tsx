import { useState, type ReactNode } from 'react';
import type { Image } from '../../page/page-schema';
import { usePolicy, useRuntimeBasics } from '../../core/runtime-context';
import { cachedImport, useCodeWhileNeeded } from '../../platform/cached-import';
import { lightboxCaption } from './caption';
import './lightbox.css';
import { reportOpenFailed } from '../../parts/open-failed';

/**
 * The large view's code (LightboxDialog.tsx: the dialog, lucide's icon, the large file's loading),
 * asked for when the visitor reaches for an image (pointer, focus) and shown once it is there.
 */
const dialogCode = cachedImport(() => import('./LightboxDialog'));

/**
 * Wraps an image that opens large on click (media01 `lightbox: true`). The wrapper is the same in
 * every mode, so a mode switch keeps the image as it is; only in preview and run does it hold the
 * button that opens the dialog (the lightboxOpens policy: while editing a click selects). The
 * button lies over the image with the image's corner `radius`, so its focus ring follows them.
 */
export function LightboxTrigger({ image, radius, children }: { image: Image; radius?: number | undefined; children: ReactNode }) {
  const { t, services } = useRuntimeBasics();
  const opens = usePolicy('lightboxOpens');
  const [open, setOpen] = useState(false);
  const caption = lightboxCaption(image);
  // Opened, the dialog shows once its code is there; if it cannot load, the lightbox closes again,
  // the visitor is told (the next click imports again) and the log says why.
  const dialog = useCodeWhileNeeded(dialogCode, opens && open, {
    report: reportOpenFailed({ services, t }, 'the lightbox could not open: its code did not load'),
    undo: () => setOpen(false),
  });
  // Not again within the cool-down of a failed import: the pointer crosses a gallery many times a second.
  const askAhead = () => void dialogCode.preloadAhead().catch(() => undefined);
  return (
    <div className="rt-lightbox-trigger">
      {children}
      {opens && (
        <button
          type="button"
          className="rt-lightbox-trigger__button"
          style={{ borderRadius: radius }}
          aria-haspopup="dialog"
          aria-label={caption ? `${t('media::lightbox::open')}: ${caption}` : t('media::lightbox::open')}
          onPointerEnter={askAhead}
          onPointerDown={askAhead}
          onFocus={askAhead}
          onClick={() => setOpen(true)}
        />
      )}
      {opens && open && dialog && <dialog.Lightbox image={image} onClose={() => setOpen(false)} />}
    </div>
  );
}
