/**
 * The lightbox's large view, loaded only when a visitor opens one (Lightbox.tsx): the modal dialog,
 * the large file and its caption. A page whose images open large carries only their trigger.
 */
import { useRef, useState, type CSSProperties } from 'react';
import { safeColour } from '../../safety/colour';
import type { Image } from '../../page/page-schema';
import { usePolicy, useRuntimeBasics } from '../../core/runtime-context';
import { imageProportion, safePreviewUrl } from '../image/image-url';
import { useModalDialog, VISITOR_OPENED } from '../../parts/modal/use-modal-dialog';
import { DialogAnnouncer } from '../../parts/announcer';
import { ModalCloseButton } from '../../parts/modal/ModalCloseButton';
import { FALLBACK_IMAGE_COLOUR } from '../image/ResponsiveImage';
import { lightboxSource } from '../image/named-widths';
import { usePreloadedImage } from '../image/use-preloaded-image';
import { overlayClassName } from '../overlay/overlay-size';
import { useOverlaySizeClass } from '../overlay/use-overlay-size-class';
import { lightboxCaption } from './caption';

/**
 * The large view: a modal <dialog> (focus stays inside, the page behind is inert), the image at
 * LIGHTBOX_WIDTH (1920 px) with the average colour and preview until it has loaded, and its
 * caption. Escape, a click outside the image, the close button and the browser's Back close it
 * (the visitor opened it: a history entry of its own, parts/modal/dialog-entries.ts); focus
 * returns to the element that opened it.
 */
export function Lightbox({ image, onClose }: { image: Image; onClose: () => void }) {
  const { services, t } = useRuntimeBasics();
  const lightImages = usePolicy('lightImages');
  const dialog = useRef<HTMLDialogElement>(null);
  const figure = useRef<HTMLElement>(null);
  const overlaySize = useOverlaySizeClass(figure);
  const source = lightboxSource(image, { slowNetwork: lightImages, support: services.images.support });
  const status = usePreloadedImage(source.url);

  const { handlers, modalKey } = useModalDialog(dialog, onClose, { history: VISITOR_OPENED });
  // The file's own proportion once it has loaded: a page's declared proportion that differs from
  // the file would leave bands of the average colour above and below the photo.
  const [fileRatio, setFileRatio] = useState<number | null>(null);

  const caption = lightboxCaption(image);
  const alt = image.alt ?? '';
  const preview = safePreviewUrl(image);
  const figureStyle = {
    '--rt-lightbox-ratio': fileRatio ?? imageProportion(image),
    backgroundColor: safeColour(image.averageColor) ?? FALLBACK_IMAGE_COLOUR,
  } as CSSProperties;
  return (
    <dialog
      ref={dialog}
      className="rt-lightbox"
      aria-label={caption || t('media::lightbox::dialog')}
      {...handlers}
    >
      {/* The site's news while the large view is on top (the page behind is inert). */}
      <DialogAnnouncer modalKey={modalKey} />
      <figure ref={figure} className="rt-lightbox__figure" data-state={status} style={figureStyle}>
        {preview && status !== 'loaded' && <img className="rt-lightbox__preview" src={preview} alt="" aria-hidden />}
        {status === 'loaded' && (
          <img
            className="rt-lightbox__img"
            src={source.url}
            alt={alt}
            onLoad={(event) => {
              const { naturalWidth, naturalHeight } = event.currentTarget;
              if (naturalWidth > 0 && naturalHeight > 0) setFileRatio(naturalHeight / naturalWidth);
            }}
          />
        )}
        {caption && (
          <figcaption className={`rt-lightbox__caption ${overlayClassName(overlaySize)}`} aria-hidden={caption === alt ? true : undefined}>
            {caption}
          </figcaption>
        )}
      </figure>
      <ModalCloseButton label={t('media::lightbox::close')} onClose={onClose} className="rt-lightbox__close" />
    </dialog>
  );
}
