import type { CSSProperties } from 'react';
import { Form01 } from '../../runtime/forms';
import { Form01DataSchema, PageSettingsSchema, type Form01Element } from '../../runtime/page/page-schema';
import { PageSettingsContext } from '../../runtime/page/page-settings-context';
import { StoryRuntime } from '../support/StoryRuntime';

export default { title: 'Fields / Calculator' };

const frame: CSSProperties = { maxWidth: 480, margin: '0 auto', padding: '32px 20px', fontFamily: 'system-ui, sans-serif' };
/** A page in a project: a lead goes to its project's lead-send path (spec 002 §2, §7), which the gallery's sandbox answers. */
const IN_PROJECT = PageSettingsSchema.parse({ projectId: 'stories' });

const form = (fields: unknown[], submit = 'Order'): Form01Element => ({ id: 'calculator-form', type: 'form01', data: Form01DataSchema.parse({ formId: 910, groupId: 'stories', fields, submit: { text: submit } }) });

function Story({ element }: { element: Form01Element }) {
  return (
    <StoryRuntime>
      <PageSettingsContext.Provider value={IN_PROJECT}>
        <div style={frame}>
          <Form01 element={element} />
        </div>
      </PageSettingsContext.Provider>
    </StoryRuntime>
  );
}

/**
 * A total over a number and a range field: it counts to each new result in min(600, 150 + 5 × change) ms
 * (at once under reduced motion), and is sent with the form as a number with a dot.
 */
export const OrderTotal = () => (
  <Story
    element={form([
      { id: 'bags', type: 'number', name: 'Bags of coffee', min: 0, max: 50 },
      { id: 'grams', type: 'range', name: 'Grams per bag', min: 250, max: 1000, step: 250, unit: 'g' },
      { id: 'total', type: 'calculator', name: 'Total', formula: 'bags * grams / 250 * 8.5', decimals: 2, prefix: '$' },
    ])}
  />
);

/** Two calculators: the second uses the first (they compute in form order), with a unit after the result. */
export const Chained = () => (
  <Story
    element={form([
      { id: 'guests', type: 'number', name: 'Guests' },
      { id: 'cups', type: 'calculator', name: 'Cups to brew', formula: 'guests * 2', suffix: ' cups' },
      { id: 'beans', type: 'calculator', name: 'Beans needed', formula: 'cups * 18', suffix: ' g' },
    ], 'Plan the party')}
  />
);

/** A formula that cannot be read: the field shows nothing, and in admin says why. */
export const BrokenFormula = () => <Story element={form([{ id: 'a', type: 'number', name: 'Amount' }, { id: 'total', type: 'calculator', name: 'Total', formula: 'a * (2' }])} />;
