import { useEffect, useId, useState, type CSSProperties, type ReactNode } from 'react';
import { useStore } from '../../platform/use-store';
import { colourChannels, gradientColours, safeColour, safeFill } from '../../safety/colour';
import { readableTextOn, type Rgba } from '../../safety/contrast';
import type { Button01Element, ButtonStyle } from '../../page/page-schema';
import { usePolicy, useRuntimeBasics } from '../../core/runtime-context';
import { BuiltInIcon } from '../../media/icons';
import { hasLinkAddress, useElementLink, useOpenPageModal } from '../use-link';
import { inPageName } from '../../parts/follow-link';
import { VISUAL_TOKENS } from '../../page/visual-tokens';
import { hasModal } from '../../parts/modal/modal-store';
import { NoScript, useNoScriptHref } from '../../platform/no-script';

const NORMAL_PADDING = '12px 26px';
const HIGH_PADDING = '18px 34px';
const SHADOW = '0 10px 24px -8px rgba(20, 12, 6, 0.45)';
const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
/** The two text colours a filled button can take where the owner chose none (as on the accent, site/Site.tsx). */
const LIGHT_TEXT = { value: VISUAL_TOKENS.colour.onAccent, rgba: colourChannels(VISUAL_TOKENS.colour.onAccent) ?? WHITE };
const DARK_TEXT = { value: VISUAL_TOKENS.colour.text, rgba: colourChannels(VISUAL_TOKENS.colour.text) ?? { r: 0, g: 0, b: 0, a: 1 } };
/**
 * The text colour around the button (its section's, else the page's --rt-text): what reads where
 * the button paints little or nothing under its label. Said outright, as a <button> does not inherit it.
 */
const SURROUNDING_TEXT = 'inherit';
/**
 * Ours: a fill less opaque than this shows mostly what lies under it (a hero's photo, a section's
 * colour), which the button cannot see: its label takes the text colour of what is around it,
 * chosen for that. A fill at least this opaque is read as its own colour.
 */
const SEE_THROUGH_ALPHA = 0.5;

/**
 * The text colour on the owner's own fill where they chose none: of white and the default ink, the
 * one that reads on it (white on a white or pale fill was invisible). A gradient is read by its
 * first colour; a fill that is mostly see-through, or no single colour (currentColor), takes the
 * text colour around it.
 */
function textOnFill(fill: string): string {
  const colour = colourChannels(gradientColours(fill)[0] ?? fill);
  if (!colour || colour.a < SEE_THROUGH_ALPHA) return SURROUNDING_TEXT;
  return readableTextOn<string>({ ...colour, a: 1 }, WHITE, LIGHT_TEXT, DARK_TEXT);
}

/**
 * A button's inline style. Its shadows (the border's ring, the drop shadow) are the custom property
 * `--rt-button-shadow`, which site.css draws as the box-shadow: an inline box-shadow would win over the
 * stylesheet's focus ring, whose light bands are a box-shadow too (they join the button's there).
 */
type ButtonStyleProperties = CSSProperties & { '--rt-button-shadow'?: string | undefined };

/** Spec 000 §3 Button style: fill, border, shadow, text, icon, wide, high, underline. */
export function buttonStyle(style: ButtonStyle | undefined): ButtonStyleProperties {
  const fill = safeFill(style?.fill);
  const border = style?.border;
  // The border is drawn as an inset ring, not a CSS border: a border adds its width to the box, so
  // an outline button stood taller than the filled ones beside it.
  const ring = border?.width ? `inset 0 0 0 ${border.width}px ${safeColour(border.color) ?? 'currentColor'}` : null;
  const shadows = [ring, style?.shadow ? SHADOW : null].filter((shadow): shadow is string => shadow !== null);
  return {
    background: fill ?? 'var(--rt-accent)',
    border: '0',
    borderRadius: border?.radius ?? VISUAL_TOKENS.button.radiusPx,
    '--rt-button-shadow': shadows.length ? shadows.join(', ') : undefined,
    // On the accent (no fill of the owner's), the text colour that reads on it (site/Site.tsx sets --rt-on-accent).
    color: safeColour(style?.text?.color) ?? (fill ? textOnFill(fill) : `var(--rt-on-accent, ${VISUAL_TOKENS.colour.onAccent})`),
    fontSize: style?.text?.size,
    fontWeight: style?.text?.weight ?? VISUAL_TOKENS.button.weight,
    width: style?.wide ? '100%' : undefined,
    padding: style?.high ? HIGH_PADDING : NORMAL_PADDING,
    textDecoration: style?.underline ? 'underline' : 'none',
  };
}

/**
 * What a button under a Button style shows (spec 000 §3 Button style: icon), one drawing for every
 * button the owner styles (button01, the catalogue's card, load-more and options-modal buttons):
 * the style's icon, if any, before the label. `lead` takes the icon's place (a spinner while busy).
 */
export function ButtonContent({ style, lead, children }: { style: ButtonStyle | undefined; lead?: ReactNode; children: ReactNode }) {
  return (
    <>
      {lead ?? (style?.icon && <BuiltInIcon name={style.icon} size={VISUAL_TOKENS.icon.control} />)}
      <span>{children}</span>
    </>
  );
}

/**
 * button01. Link and pages actions are real links; a modal action opens the page modal through
 * the site's dialog service (in preview and run: policy pageModalsOpenOnClick); every button
 * action is reported on the event bus ('button:action'), where the cart and catalogue connect. On
 * a page read without scripts, a button or link to a page modal leads to the modal's block instead.
 */
export function Button01({ element }: { element: Button01Element }) {
  const { services, stores, t } = useRuntimeBasics();
  const adminNotes = usePolicy('adminNotes');
  const modalId = element.data.action.type === 'modal' ? element.data.action.modalId : null;
  // A modal action naming a modal the page lacks opens nothing: admin says so under the button.
  const missingModal = useStore(stores.modals, (state) => adminNotes && modalId !== null && !hasModal(state, modalId));
  const openModal = useOpenPageModal(element.id);
  const { text, action, style, align } = element.data;
  const isLink = action.type === 'link' || action.type === 'pages';
  const linkProps = useElementLink(element.id, isLink ? action.href : undefined, isLink ? action.blank : false);
  // A link address the URL rule refuses leads nowhere (the button is drawn without it): admin says so under the button.
  const refusedHref = adminNotes && isLink && linkProps === null && hasLinkAddress(action.href) ? action.href : null;
  const content = <ButtonContent style={style}>{text}</ButtonContent>;
  // Why the last press of a shop action took no effect (runtime/site/ButtonCommerce.tsx), shown until the next press.
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  useEffect(() => services.events.on('button:refused', (refused) => refused.elementId === element.id && setRefusal(refused.text)), [services.events, element.id]);
  // Where scripts do not run, a modal's button and a link to `#<modal id>` do nothing (the head's
  // <noscript> style hides them, site/no-script.ts): a link to the modal's block in this copy of the
  // page stands in for them there, where the page has one (the site says: runtime/platform/no-script.tsx).
  const noScriptHref = useNoScriptHref(modalId ?? (isLink && linkProps ? inPageName(linkProps.href) : null));
  const common = { className: 'rt-button', style: buttonStyle(style), 'data-action': action.type };
  return (
    <div className="rt-button-row" style={{ justifyContent: JUSTIFY[align] }}>
      {isLink && linkProps ? (
        <a {...common} {...linkProps}>
          {content}
        </a>
      ) : (
        <button type="button" {...common} aria-describedby={refusal === null ? undefined : refusalId} onClick={() => {
            setRefusal(null);
            services.events.emit('button:action', { elementId: element.id, action });
            if (action.type === 'modal') openModal(action.modalId);
          }}>
          {content}
        </button>
      )}
      {noScriptHref !== null && (
        <NoScript>
          <a {...common} href={noScriptHref}>
            {content}
          </a>
        </NoScript>
      )}
      {refusal !== null && (
        <p className="rt-button-refusal" id={refusalId} data-button-refusal="">
          {refusal}
        </p>
      )}
      {missingModal && modalId !== null && (
        <p className="rt-button-note" role="note" data-missing-modal={modalId}>
          {t('modal::missing_admin', { id: modalId })}
        </p>
      )}
      {refusedHref !== null && (
        <p className="rt-button-note" role="note" data-refused-link="">
          {t('button::unsafe_link_admin', { href: refusedHref })}
        </p>
      )}
    </div>
  );
}
