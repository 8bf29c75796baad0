import { useState, type CSSProperties, type ReactNode } from 'react';
import { ModalDialog, type ModalKind } from '../../runtime/parts/modal/ModalDialog';
import { StoryRuntime } from '../support/StoryRuntime';

export default { title: 'Widgets / Modal' };

const frame: CSSProperties = { maxWidth: 480, margin: '0 auto', padding: '32px 20px', display: 'grid', gap: 12, font: '15px system-ui, sans-serif' };
const filler: CSSProperties = { height: 1600, background: 'linear-gradient(#f6efe8, #e9dccf)', borderRadius: 12 };

function Opener({ label, kind = 'basic', title, children }: { label: string; kind?: ModalKind; title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && (
        <ModalDialog kind={kind} title={title} onClose={() => setOpen(false)} data={{ 'data-story-modal': kind }}>
          {children}
        </ModalDialog>
      )}
    </>
  );
}

const LONG_TEXT = Array.from({ length: 14 }, (_, index) => (
  <p key={index}>
    Harbor Coffee roasts small batches every morning. Paragraph {index + 1} makes the modal long enough to scroll, so the close button
    sticks on mobile.
  </p>
));

/** The basic modal: one column; long content scrolls inside the overlay; on mobile the close button sticks. */
export const Basic = () => (
  <StoryRuntime>
    <div style={frame}>
      <Opener label="Open the basic modal" title="Opening hours">
        <p>Every day from 8 to 20.</p>
        <button type="button">Book a table</button>
        {LONG_TEXT}
        <a href="#menu">See the menu</a>
      </Opener>
      <div style={filler} data-page-filler />
    </div>
  </StoryRuntime>
);

/** The grid modal: its content in columns. */
export const Grid = () => (
  <StoryRuntime>
    <div style={frame}>
      <Opener label="Open the grid modal" kind="grid" title="Our roasts">
        {['Harbor House Blend', 'Ethiopia Natural', 'Colombia Huila', 'Decaf Swiss Water'].map((name) => (
          <div key={name} style={{ padding: 16, border: '1px solid #e4d8cc', borderRadius: 10 }}>
            <strong>{name}</strong>
            <p>Notes of cocoa and citrus.</p>
          </div>
        ))}
      </Opener>
    </div>
  </StoryRuntime>
);

/** A modal that opens another (as the captcha will over checkout): Escape and the overlay close the top one only. */
export const Nested = () => (
  <StoryRuntime>
    <div style={frame}>
      <Opener label="Open checkout" title="Checkout">
        <p>Confirm your order.</p>
        <Opener label="Open the check" title="Are you a person?">
          <p>The check that runs over checkout.</p>
          <button type="button">I am</button>
        </Opener>
      </Opener>
    </div>
  </StoryRuntime>
);
