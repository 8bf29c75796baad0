/**
 * A published page's data: the page as the server loaded and checked it (`loadPage`'s result,
 * defaults filled in, refused values left out) and the HTML the server made of its owner markup.
 * The visitor's script reads it with a look at its shape only — the full check happened on the
 * server — so it carries neither the validator nor DOMPurify. Anything else (raw page JSON that
 * was never loaded, a cut-off file) is refused with the reason, and the prerendered HTML stays.
 */
import type { LoadedPage } from './parse-page';
import { isRecord } from '../safety/is-record';
import { isWellFormedMarkup, normaliseOwnerText, ownerTextToHtml } from '../safety/text';
import type { ColourChannels } from '../safety/named-colours';

export interface CheckedPage {
  page: LoadedPage;
  /** Each owner text of the page that is markup (newlines normalised) → its sanitised HTML. */
  ownerHtml: Record<string, string>;
  /** The texts of the page's language (the publishing server adds them): the visitor's script holds none. */
  messages?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /**
   * The prices the server formatted, by format (`language|currency`) and amount: those it
   * prerendered and those a catalogue may show later (platform/formatted-prices.ts).
   */
  prices?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /**
   * The named colours the page and its catalogues' products use (name → red, green, blue): a
   * published page's script knows no others until it loads server data (publish/named-colours.ts).
   */
  colours?: Readonly<Record<string, ColourChannels>>;
}

type CheckedPageResult = { ok: true; checked: CheckedPage } | { ok: false; reason: string };

/**
 * On the server, with DOMPurify installed: the data a published page carries. Every string in the
 * page that is well-formed markup is prepared, since any of them may be shown as owner text.
 */
export function checkedPage(page: LoadedPage): CheckedPage {
  const ownerHtml: Record<string, string> = {};
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      const text = normaliseOwnerText(value);
      if (isWellFormedMarkup(text)) ownerHtml[text] = ownerTextToHtml(text);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (isRecord(value)) Object.values(value).forEach(visit);
  };
  visit(page);
  return { page, ownerHtml };
}

export function readCheckedPage(text: string): CheckedPageResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!isRecord(value) || !isRecord(value.page)) return { ok: false, reason: 'no checked page (was it published with `npm run publish`?)' };
  const { page } = value;
  if (!isRecord(page.settings) || typeof page.settings.language !== 'string') return { ok: false, reason: 'the page has no checked settings' };
  for (const list of ['sections', 'widgets', 'modals', 'issues'] as const) {
    if (!Array.isArray(page[list])) return { ok: false, reason: `the page has no "${list}" list` };
  }
  for (const [index, part] of (page.sections as unknown[]).entries()) {
    if (!isRecord(part) || typeof part.ok !== 'boolean') return { ok: false, reason: `sections[${index}] is not a loaded part` };
  }
  const ownerHtml = isRecord(value.ownerHtml) ? value.ownerHtml : {};
  if (Object.values(ownerHtml).some((html) => typeof html !== 'string')) return { ok: false, reason: 'the prepared owner HTML holds a value that is not text' };
  const { messages, prices, colours } = value;
  if (messages !== undefined && !isTablesOfTexts(messages)) return { ok: false, reason: 'the page’s messages are not tables of texts' };
  if (prices !== undefined && !isTablesOfTexts(prices)) return { ok: false, reason: 'the page’s prices are not tables of texts' };
  if (colours !== undefined && !isColourTable(colours)) return { ok: false, reason: 'the page’s colours are not names with three channels each' };
  return {
    ok: true,
    checked: {
      page: page as unknown as LoadedPage,
      ownerHtml: ownerHtml as Record<string, string>,
      ...(messages === undefined ? {} : { messages }),
      ...(prices === undefined ? {} : { prices }),
      ...(colours === undefined ? {} : { colours }),
    },
  };
}

function isTablesOfTexts(value: unknown): value is Record<string, Record<string, string>> {
  return isRecord(value) && Object.values(value).every((table) => isRecord(table) && Object.values(table).every((text) => typeof text === 'string'));
}

function isColourTable(value: unknown): value is Record<string, ColourChannels> {
  const isChannel = (channel: unknown) => typeof channel === 'number' && Number.isInteger(channel) && channel >= 0 && channel <= 255;
  return isRecord(value) && Object.values(value).every((channels) => Array.isArray(channels) && channels.length === 3 && channels.every(isChannel));
}
