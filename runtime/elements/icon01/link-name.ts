/**
 * The accessible name of a linked icon that has neither a label nor a caption: without one the
 * link would be read as nothing at all (WCAG 4.1.2, 2.4.4). Its target in words is the best the
 * page has: the number of a tel: link, the address of a mailto: link, the site of a web link, and
 * a link within the page as written (without its `#` or leading `/`).
 */
export function linkTargetName(href: string): string {
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme === 'tel' || scheme === 'mailto') {
    // The address or number, without the query a mailto: link may carry (its subject and body).
    const target = href.slice(scheme.length + 1).split('?')[0] ?? '';
    return decoded(target).trim() || href;
  }
  if (scheme) {
    try {
      const host = new URL(href).hostname.replace(/^www\./i, '');
      if (host) return host;
    } catch {
      // Not parseable after all: the link as written.
    }
    return href;
  }
  return decoded(href.replace(/^[#/]+/, '')).trim() || href;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
