import { StorySite } from '../support/StorySite';
import { DEFAULT_REGISTRY } from '../../runtime/site/registry';
import type { Registry } from '../../runtime/parts/registry-context';

/** form01 is built; this story keeps it unbuilt to show how a part not built yet looks. */
const WITH_PENDING_FORM: Registry = { ...DEFAULT_REGISTRY, elements: { ...DEFAULT_REGISTRY.elements, form01: { component: () => null, implemented: false } } };

export default { title: 'Elements / figure' };

export const Heading = () => (
  <StorySite elements={[{ id: 'h', type: 'figure', data: { kind: 'text', tag: 'h1', text: 'Small-batch coffee,\nroasted by the harbour' } }]} />
);

export const RichText = () => (
  <StorySite
    elements={[
      {
        id: 'rich',
        type: 'figure',
        data: { kind: 'text', tag: 'div', text: '<p>We roast <strong>every Tuesday</strong> and ship by <em>Thursday</em>.</p><p>Questions? <a href="mailto:hello@example.com">Write to us</a>.</p>' },
      },
    ]}
  />
);

/** Owner text given as props: used by the XSS browser test with the public vectors. */
export const OwnerTexts = ({ texts = ['<b>bold</b> & plain'] }: { texts?: string[] }) => (
  <StorySite elements={texts.map((text, index) => ({ id: `t${index}`, type: 'figure', data: { kind: 'text', text } }))} />
);

export const Shapes = () => (
  <StorySite
    elements={[
      { id: 'rect', type: 'figure', layout: { desktop: { span: 4 } }, data: { kind: 'shape', shape: 'rect', height: 120, radius: 16, fill: '#f3e7da', text: 'Rectangle' } },
      { id: 'pill', type: 'figure', layout: { desktop: { span: 4 } }, data: { kind: 'shape', shape: 'pill', height: 56, fill: 'linear-gradient(90deg, #b4532a, #e0a458)', text: 'Pill', textColor: '#fff' } },
      { id: 'circle', type: 'figure', layout: { desktop: { span: 4 } }, data: { kind: 'shape', shape: 'circle', height: 120, borderWidth: 3, borderColor: '#b4532a' } },
      {
        id: 'long-pill',
        type: 'figure',
        data: { kind: 'shape', shape: 'pill', height: 44, fill: '#2a1a10', borderWidth: 1, borderColor: '#e8b48a', text: 'Free delivery over $40 · Roasted every Tuesday · 30-day returns', textColor: '#fbf4ea' },
      },
    ]}
  />
);

/** A 120 px circle in a cell a third of a phone wide: it stays a circle, as wide as the cell. */
export const NarrowCircle = () => (
  <StorySite
    elements={[
      { id: 'narrow-circle', type: 'figure', layout: { mobile: { span: 4 } }, data: { kind: 'shape', shape: 'circle', height: 120, fill: '#b4532a' } },
      { id: 'beside', type: 'figure', layout: { mobile: { span: 8 } }, data: { kind: 'text', tag: 'p', text: 'Beside the circle' } },
    ]}
  />
);

/** A part hidden on both viewports: marked in admin, removed in preview and run. */
export const HiddenEverywhere = () => (
  <StorySite
    elements={[
      { id: 'shown', type: 'figure', data: { kind: 'text', tag: 'p', text: 'Always shown' } },
      { id: 'hidden', type: 'figure', hidden: { mobile: true, desktop: true }, data: { kind: 'text', tag: 'p', text: 'Hidden on every viewport' } },
    ]}
  />
);

/** Broken parts next to a valid one: error boxes in admin, nothing for visitors. */
export const BrokenParts = () => (
  <StorySite
    elements={[
      { id: 'ok', type: 'figure', data: { kind: 'text', tag: 'p', text: 'A valid element keeps working' } },
      { id: 'bad-kind', type: 'figure', data: { kind: 'sparkles' } },
      { id: 'bad-type', type: 'marquee', data: {} },
      { id: 'pending', type: 'form01', data: { formId: 1, groupId: 'g' } },
    ]}
    registry={WITH_PENDING_FORM}
  />
);
