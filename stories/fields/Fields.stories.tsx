import { useState, type CSSProperties, type ReactNode } from 'react';
import { NumberField, PhoneField, phoneMaskFor, RangeField } from '../../runtime/fields';
import { StoryRuntime } from '../support/StoryRuntime';

export default { title: 'Fields / Special fields' };

const frame: CSSProperties = { maxWidth: 420, margin: '0 auto', padding: '32px 20px', display: 'grid', gap: 16, fontFamily: 'system-ui, sans-serif' };
const readout: CSSProperties = { font: '13px system-ui, sans-serif', color: '#4a433d', margin: 0 };

function Frame({ children }: { children: ReactNode }) {
  return (
    <StoryRuntime>
      <form style={frame} onSubmit={(event) => event.preventDefault()}>
        {children}
      </form>
    </StoryRuntime>
  );
}

function PhoneDemo({ country, domestic = false, mask, required = false }: { country: string; domestic?: boolean; mask?: string | null; required?: boolean }) {
  const [value, setValue] = useState('');
  const [complete, setComplete] = useState(!required);
  return (
    <Frame>
      <PhoneField
        name="phone"
        label={`Phone (${country})`}
        mask={mask === undefined ? phoneMaskFor(country, domestic) : mask}
        value={value}
        required={required}
        onChange={(next, state) => {
          setValue(next);
          setComplete(state.complete);
        }}
      />
      <output style={readout} data-readout>
        {complete ? 'Complete' : 'Not complete'}: {value || '(empty)'}
      </output>
    </Frame>
  );
}

export const PhoneRussia = () => <PhoneDemo country="RU" required />;
export const PhoneRussiaDomestic = () => <PhoneDemo country="RU" domestic required />;
export const PhoneUkraine = () => <PhoneDemo country="UA" required />;
export const PhoneBelarus = () => <PhoneDemo country="BY" />;
export const PhoneUnitedStates = () => <PhoneDemo country="US" />;
/** A country with no mask: the field keeps digits, plus, dash, underscore and parentheses. */
export const PhoneNoMask = () => <PhoneDemo country="DE" />;
/** A mask with no digit slots is a mask error: the mask goes and the field stays usable. */
export const PhoneBrokenMask = () => <PhoneDemo country="RU" mask="+7 (xxx)" />;

function NumberDemo({ decimals, min, max }: { decimals: number; min?: number; max?: number }) {
  const [value, setValue] = useState('');
  return (
    <Frame>
      <NumberField name="amount" label={`Amount (${decimals} decimals${min !== undefined ? `, ${min}–${max}` : ''})`} decimals={decimals} min={min} max={max} value={value} onChange={setValue} />
      <button type="button">Next</button>
    </Frame>
  );
}

export const NumberTwoDecimals = () => <NumberDemo decimals={2} min={-50} max={1000} />;
export const NumberWhole = () => <NumberDemo decimals={0} min={1} max={100} />;

function RangeDemo({ initial, unit }: { initial: [number] | [number, number]; unit?: string }) {
  const [values, setValues] = useState<[number] | [number, number]>(initial);
  return (
    <Frame>
      <RangeField name="budget" label={values.length === 2 ? 'Price range' : 'Budget'} min={0} max={1000} step={10} values={values} onChange={setValues} unit={unit} />
      <output style={readout} data-readout>
        {values.join(' – ')}
      </output>
    </Frame>
  );
}

export const RangeOneRunner = () => <RangeDemo initial={[500]} unit="$" />;
export const RangeTwoRunners = () => <RangeDemo initial={[200, 600]} unit="$" />;
