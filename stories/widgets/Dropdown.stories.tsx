import { useState, type CSSProperties } from 'react';
import { Dropdown, type DropdownOption } from '../../runtime/widgets/dropdown/Dropdown';
import { StoryRuntime } from '../support/StoryRuntime';

export default { title: 'Widgets / Dropdown' };

const frame: CSSProperties = { maxWidth: 360, margin: '0 auto', padding: '32px 20px', display: 'grid', gap: 16 };
const note: CSSProperties = { font: '13px system-ui, sans-serif', color: '#6b625a', margin: 0 };

function DropdownDemo({ options, initial, label }: { options: readonly DropdownOption[]; initial: string | null; label: string }) {
  const [value, setValue] = useState(initial);
  return (
    <div style={frame}>
      <Dropdown options={options} value={value} onChange={setValue} label={label} placeholder="Choose…" />
      <p style={note} data-chosen>
        Chosen: {value ?? 'nothing'}
      </p>
      {/* Something else to focus, to see the 500 ms blur close. */}
      <button type="button">Somewhere else</button>
    </div>
  );
}

const GRINDS: DropdownOption[] = [
  { value: 'espresso', label: 'Espresso' },
  { value: 'filter', label: 'Filter' },
  { value: 'french-press', label: 'French press' },
  { value: 'whole', label: 'Whole beans' },
];

export const Basic = () => (
  <StoryRuntime>
    <DropdownDemo options={GRINDS} initial="filter" label="Grind" />
  </StoryRuntime>
);

const ORIGINS = [
  'Bolivia', 'Brazil', 'Burundi', 'China', 'Colombia', 'Costa Rica', 'Cuba', 'DR Congo', 'Ecuador', 'El Salvador', 'Ethiopia', 'Guatemala', 'Haiti', 'Honduras', 'India',
  'Indonesia', 'Jamaica', 'Kenya', 'Laos', 'Malawi', 'Mexico', 'Nicaragua', 'Panama', 'Papua New Guinea', 'Peru', 'Rwanda', 'Tanzania', 'Uganda', 'Vietnam', 'Yemen',
];

/** Thirty options (the list scrolls and follows the highlight); Cuba is out of stock (disabled). */
export const ManyOptions = () => (
  <StoryRuntime>
    <DropdownDemo options={ORIGINS.map((origin) => ({ value: origin.toLowerCase().replace(/\s+/g, '-'), label: origin, disabled: origin === 'Cuba' }))} initial={null} label="Origin" />
  </StoryRuntime>
);
