/**
 * What a promocode may be (spec 001 §5 "Promocode"): the input strips every character except
 * latin and cyrillic letters, digits, dot, dash and underscore; the value sent is trimmed and
 * lowercased. Plain functions: the field strips as the visitor types (keeping the case they see),
 * and the store normalises once more before it asks the server.
 */

/**
 * Ours (spec 001 §5, §9: "length and format limits: not shown"): a longer code is cut here. No
 * real code is this long, and it keeps a pasted page of text out of the request's address.
 */
export const PROMOCODE_MAX_LENGTH = 64;

/**
 * Latin letters, every cyrillic letter (not only Russian's А–я and Ё: the shops the spec's phone
 * masks serve write codes with Ukrainian і ї є ґ, Belarusian ў, Kazakh ә қ ү and the like), ASCII
 * digits, dot, dash, underscore. The second branch drops the cyrillic script's marks and signs,
 * which are not letters.
 */
const NOT_ALLOWED = /[^A-Za-z0-9._\-\p{Script=Cyrillic}]|(?=\p{Script=Cyrillic})\P{L}/gu;

/**
 * The text the field shows: disallowed characters (spaces, emoji, accents, other scripts) gone,
 * at most PROMOCODE_MAX_LENGTH kept. NFC first, so a "й" typed as "и" plus a combining breve stays
 * one letter instead of losing its mark.
 */
export function stripPromocodeInput(raw: string): string {
  return raw.normalize('NFC').replace(NOT_ALLOWED, '').slice(0, PROMOCODE_MAX_LENGTH);
}

/** The code as it is sent and kept: stripped, trimmed, lowercased. '' means there is none (the not-found error). */
export function normalisePromocode(raw: string): string {
  return stripPromocodeInput(raw).trim().toLowerCase();
}
