import { useEffect, useRef, useState } from 'react';

const COPIED_SHOWN_MS = 1500;

type CopyState = { kind: 'idle' } | { kind: 'copied' } | { kind: 'by-hand'; href: string };

/** Rejects, rather than throws, where there is no clipboard: outside a secure context `navigator.clipboard` is undefined. */
const writeToClipboard = async (text: string) => navigator.clipboard.writeText(text);

/**
 * "Copy link": the shell's address, which holds all it shows, to the clipboard. A browser may refuse
 * a page its clipboard, and has none outside a secure context (the harness opened by its LAN
 * address): then the link is shown selected in a read-only field, to copy by hand, until the field
 * loses the focus or Escape closes it.
 */
export function CopyLink() {
  const [copy, setCopy] = useState<CopyState>({ kind: 'idle' });
  const button = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (copy.kind === 'copied') {
      const timer = setTimeout(() => setCopy({ kind: 'idle' }), COPIED_SHOWN_MS);
      return () => clearTimeout(timer);
    }
    if (copy.kind === 'by-hand') {
      field.current?.focus();
      field.current?.select();
    }
    return undefined;
  }, [copy]);

  const copyLink = () => {
    const href = location.href;
    writeToClipboard(href).then(
      () => setCopy({ kind: 'copied' }),
      () => setCopy({ kind: 'by-hand', href }),
    );
  };

  return (
    <>
      <button ref={button} onClick={copyLink}>
        {copy.kind === 'copied' ? 'Link copied' : 'Copy link'}
      </button>
      {copy.kind === 'by-hand' && (
        <label className="shell__copy-by-hand">
          <span>Could not copy: copy it by hand</span>
          <input
            ref={field}
            readOnly
            value={copy.href}
            onBlur={() => setCopy({ kind: 'idle' })}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              setCopy({ kind: 'idle' });
              button.current?.focus();
            }}
          />
        </label>
      )}
    </>
  );
}
