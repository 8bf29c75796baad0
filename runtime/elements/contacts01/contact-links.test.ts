import { describe, expect, it } from 'vitest';
import { contactHref, contactKindKey, contactText, dialableNumber } from './contact-links';

describe('contact links', () => {
  it('dials phone numbers written any way', () => {
    expect(dialableNumber('+1 (555) 014-2')).toBe('+15550142');
    expect(dialableNumber('8 (495) 123-45-67')).toBe('84951234567');
    expect(dialableNumber('ask us')).toBeNull();
    expect(contactHref({ kind: 'phone', value: '+7 912 345-67-89' })).toBe('tel:+79123456789');
  });
  it('writes e-mails, refusing what is not an address', () => {
    expect(contactHref({ kind: 'email', value: ' hello@harbor.example ' })).toBe('mailto:hello@harbor.example');
    expect(contactHref({ kind: 'email', value: 'hello@harbor' })).toBeNull();
    expect(contactHref({ kind: 'email', value: 'a@b.c?subject=<script>' })).toBeNull();
  });
  it('opens messenger chats', () => {
    expect(contactHref({ kind: 'whatsapp', value: '+1 555 0142' })).toBe('https://wa.me/15550142');
    expect(contactHref({ kind: 'telegram', value: '@harbor_coffee' })).toBe('https://t.me/harbor_coffee');
    expect(contactHref({ kind: 'telegram', value: 'https://t.me/harbor_coffee' })).toBe('https://t.me/harbor_coffee');
    expect(contactHref({ kind: 'telegram', value: 't.me/harbor_coffee' })).toBe('https://t.me/harbor_coffee');
    expect(contactHref({ kind: 'telegram', value: 'no spaces allowed' })).toBeNull();
  });
  it('opens a site written without its scheme as that site, not as a page of this one', () => {
    expect(contactHref({ kind: 'link', value: 'harborcoffee.com' })).toBe('https://harborcoffee.com');
    expect(contactHref({ kind: 'link', value: 'www.harbor.co.uk/menu?day=1' })).toBe('https://www.harbor.co.uk/menu?day=1');
    expect(contactHref({ kind: 'link', value: 'https://harborcoffee.com' })).toBe('https://harborcoffee.com');
    // A path of this site, or a hash, stays as written.
    expect(contactHref({ kind: 'link', value: '/menu' })).toBe('/menu');
    expect(contactHref({ kind: 'link', value: '#visit' })).toBe('#visit');
    expect(contactHref({ kind: 'link', value: 'menu.html' })).toBe('menu.html');
  });
  it('keeps addresses as text; a label is a caption before the value, never instead of it (issue 19.5)', () => {
    expect(contactHref({ kind: 'address', value: 'Pier 4' })).toBeNull();
    expect(contactText({ kind: 'phone', value: '+15550142', label: 'Call the café' })).toEqual({ label: 'Call the café', value: '+15550142' });
    expect(contactText({ kind: 'phone', value: ' +1 555 0142 ' })).toEqual({ label: null, value: '+1 555 0142' });
    expect(contactText({ kind: 'phone', value: '+1 555 0142', label: ' +1 555 0142 ' })).toEqual({ label: null, value: '+1 555 0142' });
    expect(contactText({ kind: 'email', value: 'a@b.example', label: '  ' })).toEqual({ label: null, value: 'a@b.example' });
  });
  it('says the kind its icon shows before a value the owner gave no label, as the value alone does not', () => {
    expect(contactKindKey({ kind: 'whatsapp', value: '+1 555 0142' })).toBe('contacts::kind::whatsapp');
    expect(contactKindKey({ kind: 'telegram', value: 'spitsa_bikes' })).toBe('contacts::kind::telegram');
    expect(contactKindKey({ kind: 'phone', value: '+1 555 0142' })).toBe('contacts::kind::phone');
    expect(contactKindKey({ kind: 'email', value: 'a@b.example' })).toBe('contacts::kind::email');
    // A label that only repeats the value is not shown, so it does not name the kind either.
    expect(contactKindKey({ kind: 'whatsapp', value: '+1 555 0142', label: '+1 555 0142' })).toBe('contacts::kind::whatsapp');
    // The owner's label names the contact in its place.
    expect(contactKindKey({ kind: 'whatsapp', value: '+1 555 0142', label: 'Write to us' })).toBeNull();
    // An address reads as one; a link is announced as a link.
    expect(contactKindKey({ kind: 'address', value: 'Pier 4, Old Harbour' })).toBeNull();
    expect(contactKindKey({ kind: 'link', value: 'harborcoffee.com' })).toBeNull();
  });
});
