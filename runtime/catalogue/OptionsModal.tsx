/**
 * The product-options modal (spec 001 §2 "product-options modal"; spec 000 §4: a card's cart
 * action may open it): the product's image, name, options, availability, price and an add
 * button. It shares the card's selection (the site's product store), so what is chosen here is
 * what the card shows after. Adding closes it. A modal <dialog>: Escape, a click outside, the
 * close button and the browser's Back (a history entry of its own, parts/modal/dialog-entries.ts)
 * close it and the focus goes back to the card.
 */
import { useId, useRef } from 'react';
import type { CardStyle } from '../page/page-schema';
import { useRuntimeBasics } from '../core/runtime-context';
import { useModalDialog, VISITOR_OPENED } from '../parts/modal/use-modal-dialog';
import { ModalCloseButton } from '../parts/modal/ModalCloseButton';
import { DialogAnnouncer } from '../parts/announcer';
import { ButtonContent, buttonStyle } from '../elements/button01/Button01';
import { ResponsiveImage } from '../media/image/ResponsiveImage';
import { CardOptions } from './CardOptions';
import { RefusalTip } from './RefusalTip';
import { CardAvailability, CardPrice } from './card-elements';
import { useAddToCart, useCardVariant } from './card-hooks';
import type { Product } from './product';
import { REFUSAL_KEYS, variantImages } from './variants';

export interface OptionsModalProps {
  sectionId: string;
  product: Product;
  style: CardStyle;
  onClose(): void;
}

export function OptionsModal({ sectionId, product, style, onClose }: OptionsModalProps) {
  const { t } = useRuntimeBasics();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { handlers, modalKey } = useModalDialog(dialog, onClose, { history: VISITOR_OPENED });
  const { selection, variant, refusal, select } = useCardVariant(sectionId, product);
  const addToCart = useAddToCart(sectionId, product);
  const image = variantImages(product, variant)[0];

  return (
    <dialog
      ref={dialog}
      className="rt-options-modal"
      aria-labelledby={titleId}
      data-product-id={product.id}
      {...handlers}
    >
      {/* The page outside is inert while this is open: the site's news is spoken here (or, for the
          add that closes it, by what is on top after it). */}
      <DialogAnnouncer modalKey={modalKey} />
      <div className="rt-options-modal__body">
        {image && (
          <div className="rt-options-modal__media">
            <ResponsiveImage image={{ ...image, proportion: 1, alt: image.alt ?? product.title }} eager />
          </div>
        )}
        <div className="rt-options-modal__details">
          <p className="rt-options-modal__eyebrow">{t('ecommerce::modal::title')}</p>
          <h2 className="rt-options-modal__title" id={titleId}>
            {product.title}
          </h2>
          <CardOptions product={product} selection={selection} onChange={select} />
          <CardAvailability variant={variant} />
          <CardPrice variant={variant} isOldPrice={product.isOldPrice} />
          <RefusalTip tip={refusal ? t(REFUSAL_KEYS[refusal]) : null}>
            {(describedBy) => (
              <button
                type="button"
                className="rt-button rt-options-modal__add"
                style={buttonStyle(style.button)}
                aria-disabled={refusal !== null || undefined}
                aria-describedby={describedBy}
                onClick={() => {
                  if (variant && refusal === null && addToCart(variant.id, 'modal')) onClose();
                }}
              >
                <ButtonContent style={style.button}>{t('ecommerce::card::add_to_cart')}</ButtonContent>
              </button>
            )}
          </RefusalTip>
        </div>
      </div>
      <ModalCloseButton label={t('ecommerce::modal::close')} onClose={onClose} className="rt-options-modal__close" />
    </dialog>
  );
}
