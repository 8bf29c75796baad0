import { useReducer, useState, type CSSProperties, type ReactNode } from 'react';
import { phoneMaskFor, uploadedUris, uploadsReducer, type UploadEntry } from '../../runtime/fields';
// The components straight from their files: the domain's entry gives them only as lazy components.
import { FileField } from '../../runtime/fields/FileField';
import { FailedField } from '../../runtime/fields/lazy-fields';
import { NumberField } from '../../runtime/fields/NumberField';
import { PhoneField } from '../../runtime/fields/PhoneField';
import { RangeField } from '../../runtime/fields/RangeField';
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

/**
 * File upload against the sandbox (POST to the upload path). The fixed states start with their
 * entries already listed; their files were never chosen here, so retry has nothing to send.
 */
function FileDemo({
  initial = [],
  error,
  multiple = true,
  label = 'Menu (pdf, jpg, png; up to 500 kb)',
  accept = 'pdf, jpg, png',
  dataSize = '500kb',
}: {
  initial?: readonly UploadEntry[];
  error?: string;
  multiple?: boolean;
  label?: string;
  accept?: string;
  dataSize?: string;
}) {
  const [entries, dispatch] = useReducer(uploadsReducer, initial);
  return (
    <Frame>
      <FileField name="menu" label={label} accept={accept} dataSize={dataSize} multiple={multiple} required entries={entries} onEvent={dispatch} error={error} />
      <output style={readout} data-readout>
        {uploadedUris(entries).join(', ') || '(nothing uploaded)'}
      </output>
    </Frame>
  );
}

const entry = (status: UploadEntry['status'], name: string, extra: Partial<UploadEntry> = {}): UploadEntry => ({
  id: `${status}-${name}`,
  name,
  size: 120_000,
  status,
  progress: status === 'done' ? 1 : 0,
  uri: status === 'done' ? `/uploads/1/${name}` : null,
  problem: status === 'error' ? { key: 'form::error_file', params: { name } } : null,
  ...extra,
});

export const FileUpload = () => <FileDemo />;
export const FileUploadSingle = () => <FileDemo multiple={false} />;
/** A large file (up to 50 mb): its bar follows the bytes as they leave, where the upload goes over the network. */
export const FileUploadLarge = () => <FileDemo multiple={false} label="Video (mp4; up to 50 mb)" accept="mp4" dataSize="50mb" />;
export const FileRequired = () => <FileDemo error="Please fill in this field" />;
export const FileStates = () => (
  <FileDemo
    initial={[entry('inProgress', 'menu-autumn.pdf'), entry('done', 'menu-summer.pdf'), entry('error', 'price list with a very long name that wraps on a phone.pdf'), entry('abort', 'logo.png')]}
    error="Please wait until the file has uploaded"
  />
);

/**
 * A required phone field whose code did not load (a chunk refused by the network): its label, the
 * message and the retry. In a form the rest of the form works; here the retry only counts presses.
 */
export const LoadFailed = () => {
  const [presses, setPresses] = useState(0);
  return (
    <Frame>
      <FailedField kind="phone" label="Phone" required retry={() => setPresses((count) => count + 1)} />
      <output style={readout} data-readout>
        {`Retries pressed: ${presses}`}
      </output>
    </Frame>
  );
};
