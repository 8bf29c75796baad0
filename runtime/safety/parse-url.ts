/**
 * A URL read by the browser's own parser, or null when it does not parse. `URL.canParse` says the
 * same but came late (Chrome 120, Firefox 115, Safari 17), after the published runtime's browser
 * target (Chrome 111, Firefox 114, Safari 16.4): where it is missing, the call throws, so the runtime
 * parses through here instead (eslint.config.js refuses `URL.canParse` in the runtime).
 */
export function parseUrl(url: string, base?: string | URL): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}
