import { __iconData as link2Icon } from 'lucide-react/icons/link-2';
import { __iconData as mailIcon } from 'lucide-react/icons/mail';
import { __iconData as mapPinIcon } from 'lucide-react/icons/map-pin';
import { __iconData as messageCircleIcon } from 'lucide-react/icons/message-circle';
import { __iconData as phoneIcon } from 'lucide-react/icons/phone';
import { __iconData as sendIcon } from 'lucide-react/icons/send';
import { Glyph, type GlyphData } from '../../parts/glyph';
import type { CSSProperties } from 'react';
import { useRuntimeBasics } from '../../core/runtime-context';
import { safeColour } from '../../safety/colour';
import type { Contacts01Element } from '../../page/page-schema';
import { useElementLink } from '../use-link';
import { contactHref, contactKindKey, contactText, type ContactItem } from './contact-links';

const ICON_FOR: Record<ContactItem['kind'], GlyphData> = { phone: phoneIcon, email: mailIcon, address: mapPinIcon, whatsapp: messageCircleIcon, telegram: sendIcon, link: link2Icon };
const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

function Contact({ elementId, item, showIcon, iconColor, size }: { elementId: string; item: ContactItem; showIcon: boolean; iconColor?: string | undefined; size: number }) {
  const href = contactHref(item);
  const external = item.kind === 'whatsapp' || item.kind === 'telegram' || item.kind === 'link';
  const linkProps = useElementLink(elementId, href ?? undefined, external);
  const { t } = useRuntimeBasics();
  const { label, value } = contactText(item);
  const kindKey = contactKindKey(item);
  const content = (
    <>
      {showIcon && (
        // Its box is one line of the text tall (site.css), so the icon stands by the first line of a wrapped contact.
        <span className="rt-contacts__icon" aria-hidden="true">
          <Glyph icon={ICON_FOR[item.kind]} size={Math.round(size * 1.1)} color={iconColor} strokeWidth={1.75} />
        </span>
      )}
      <span className="rt-contacts__text">
        {label && <span className="rt-contacts__label">{label}</span>}
        {/* What the hidden icon shows, said where the owner wrote no label, and read as one (with its colon, site.css). */}
        {kindKey && <span className="rt-contacts__label rt-sr-only">{t(kindKey)}</span>}
        <span className="rt-contacts__value">{value}</span>
      </span>
    </>
  );
  return (
    <li className="rt-contacts__item" data-contact={item.kind}>
      {linkProps ? (
        <a className="rt-contacts__link" {...linkProps}>
          {content}
        </a>
      ) : (
        <span className="rt-contacts__link">{content}</span>
      )}
    </li>
  );
}

/** contacts01: phone, e-mail, address and messenger contacts, each a working link. */
export function Contacts01({ element }: { element: Contacts01Element }) {
  const { items, direction, showIcons, iconColor, color, size, align } = element.data;
  const style: CSSProperties = {
    flexDirection: direction,
    justifyContent: direction === 'row' ? JUSTIFY[align] : undefined,
    alignItems: direction === 'column' ? JUSTIFY[align] : undefined,
    color: safeColour(color),
    fontSize: size,
  };
  return (
    <ul className="rt-contacts" style={style}>
      {items.map((item, index) => (
        <Contact key={index} elementId={element.id} item={item} showIcon={showIcons} iconColor={safeColour(iconColor) ?? 'var(--rt-accent)'} size={size} />
      ))}
    </ul>
  );
}
