/**
 * The inertness check for owner HTML, as stated in `shared/vectors/xss-payloads.json`
 * (`description.rule`). It is one self-contained function, with every constant inside it, and it
 * imports nothing: browser tests send `findUnsafeMarkup.toString()` to `page.evaluate`, where
 * module scope does not exist. (Coverage instrumentation would break that. Do not instrument this file.)
 */

/**
 * Lists what is unsafe under `root`. The root itself is not checked: it is the test's container.
 * An empty list means the markup is inert. Messages use the reference checker's wording, and URLs
 * are cut to 60 characters as it cuts them, so tests can compare the two. Template contents are checked too, because a later
 * clone of a template makes them live.
 */
export function findUnsafeMarkup(root: ParentNode): string[] {
  const FORBIDDEN_ELEMENTS = ['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'meta', 'link', 'bgsound'];
  // Every attribute a browser (or an SVG animation) may treat as a URL to load or navigate to.
  const URL_ATTRIBUTES = [
    'href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'srcdoc',
    'from', 'to', 'values', 'by', 'lowsrc', 'dynsrc', 'codebase', 'cite', 'longdesc', 'usemap', 'ping',
    'manifest', 'profile', 'archive', 'classid', 'code', 'icon', 'srcset', 'imagesrcset', 'xml:base',
  ];
  const SCRIPT_SCHEMES = ['javascript', 'vbscript', 'livescript'];
  const DATA_MEDIA_ELEMENTS = ['img', 'audio', 'video', 'source'];
  const ANIMATION_ELEMENTS = ['set', 'animate', 'animatecolor', 'animatemotion', 'animatetransform'];

  const problems: string[] = [];
  const containers: ParentNode[] = [root];
  for (let container = containers.pop(); container; container = containers.pop()) {
    for (const el of Array.from(container.querySelectorAll('*'))) {
      const tag = el.localName;
      const lower = tag.toLowerCase();
      if (FORBIDDEN_ELEMENTS.includes(lower)) problems.push(`element <${tag}>`);
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) problems.push(`event handler attribute ${attr.name} on <${tag}>`);
        if (!URL_ATTRIBUTES.includes(name)) continue;
        // `values` is a `;` list (SVG animation), srcset a `,` list: check every entry.
        const urls = name === 'values' ? attr.value.split(';') : name.endsWith('srcset') ? attr.value.split(',') : [attr.value];
        const dangerous = urls.some((raw) => {
          // As the WHATWG URL parser does: strip C0 controls and space at both ends, drop TAB/LF/CR.
          // eslint-disable-next-line no-control-regex -- those exact characters are the rule
          const url = raw.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
          const scheme = (/^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1] ?? '').toLowerCase();
          if (scheme === 'data') return !(name === 'src' && DATA_MEDIA_ELEMENTS.includes(lower));
          return SCRIPT_SCHEMES.includes(scheme);
        });
        if (dangerous) problems.push(`dangerous URL ${attr.name}="${attr.value.slice(0, 60)}" on <${tag}>`);
      }
      if (ANIMATION_ELEMENTS.includes(lower)) {
        const target = (el.getAttribute('attributeName') ?? el.getAttribute('attributename') ?? '').trim().toLowerCase();
        if (target.startsWith('on') || target === 'href' || target.endsWith(':href')) {
          problems.push(`svg <${tag}> attributeName=${target}`);
        }
      }
      if (lower === 'template' && 'content' in el) containers.push((el as HTMLTemplateElement).content);
    }
  }
  return problems;
}
