/**
 * Where a contact of contacts01 leads. Pure rules: phone numbers dial (tel:), e-mails write
 * (mailto:), messengers open their public chat links, addresses are text. Every result still
 * passes the URL-safety rule where it is rendered.
 */
import type { Contacts01Element } from '../../page/page-schema';
import type { MessageKey } from '../../platform/i18n';

export type ContactItem = Contacts01Element['data']['items'][number];

const WHATSAPP_CHAT_URL = 'https://wa.me/';
const TELEGRAM_CHAT_URL = 'https://t.me/';

/** A dialable number: digits and one leading plus (the owner may write spaces, dashes, brackets). */
export function dialableNumber(value: string): string | null {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return `${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** A page file of this site ("menu.html"), whose extension reads like a top-level name. */
const PAGE_FILE = /^[^/?#]*\.(?:html?|php|aspx?|pdf)(?:[?#]|$)/i;
/** A host name with a dot and a top-level name, at the start of a value with no scheme: "example.com", "www.example.co.uk/menu". */
const BARE_HOST = /^(?![a-z][a-z\d+.-]*:)(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,}(?::\d+)?(?:[/?#]|$)/i;

export function contactHref(item: ContactItem): string | null {
  const value = item.value.trim();
  switch (item.kind) {
    case 'phone': {
      const number = dialableNumber(value);
      return number ? `tel:${number}` : null;
    }
    case 'email':
      return EMAIL.test(value) ? `mailto:${value}` : null;
    case 'whatsapp': {
      const number = dialableNumber(value);
      return number ? `${WHATSAPP_CHAT_URL}${number.replace('+', '')}` : null;
    }
    case 'telegram': {
      const name = value.replace(/^@/, '').replace(/^(?:https?:\/\/)?(?:www\.)?t\.me\//i, '');
      return /^[A-Za-z0-9_]{5,32}$/.test(name) ? `${TELEGRAM_CHAT_URL}${name}` : null;
    }
    case 'link':
      // A site written without its scheme ("harborcoffee.com/menu") is that site, not a page of this
      // one: as a relative link it opened /harborcoffee.com/menu here.
      return BARE_HOST.test(value) && !PAGE_FILE.test(value) ? `https://${value}` : value;
    case 'address':
      return null;
  }
}

/**
 * What the visitor reads (issue 19.5): the value as written, always, and the owner's label as a
 * caption before it ("Reception", "WhatsApp us") — a label never hides the number or address.
 * A label that only repeats the value is not shown twice.
 */
export function contactText(item: ContactItem): { label: string | null; value: string } {
  const value = item.value.trim();
  const label = item.label?.trim() || null;
  return { label: label === value ? null : label, value };
}

/**
 * The kinds whose icon says what the value alone does not: a WhatsApp and a phone contact of one
 * number would read as two links of the same name, a Telegram one as a bare user name; the phone
 * and the e-mail say their kind too, so that a list of contacts reads alike. An address reads as
 * one, and a link is announced as a link.
 */
const KIND_KEYS: Readonly<Partial<Record<ContactItem['kind'], MessageKey>>> = {
  phone: 'contacts::kind::phone',
  email: 'contacts::kind::email',
  whatsapp: 'contacts::kind::whatsapp',
  telegram: 'contacts::kind::telegram',
};

/**
 * The word screen readers hear before a contact's value in place of its icon, which is hidden
 * from them (WCAG 1.1.1, 2.4.4): the kind, for a contact without the owner's label (a label says
 * what the contact is in the owner's words: "Reception", "WhatsApp us").
 */
export function contactKindKey(item: ContactItem): MessageKey | null {
  if (contactText(item).label !== null) return null;
  return KIND_KEYS[item.kind] ?? null;
}
