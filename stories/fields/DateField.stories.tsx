import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { DateField, type DateFieldProps } from '../../runtime/fields/DateField';
import { PageSettingsContext } from '../../runtime/page/page-settings-context';
import { PageSettingsSchema } from '../../runtime/page/page-schema';
import type { Language } from '../../runtime/platform/i18n';
import { StoryRuntime } from '../support/StoryRuntime';

export default { title: 'Fields / Date field' };

// Room below the field for the calendar, which stands over the page under it.
const frame: CSSProperties = { maxWidth: 420, margin: '0 auto', padding: '32px 20px 420px', display: 'grid', gap: 16, fontFamily: 'system-ui, sans-serif' };
const readout: CSSProperties = { font: '13px system-ui, sans-serif', color: '#4a433d', margin: 0 };

/** Opens the field's calendar once it is mounted, to show it open. */
function OpenOnMount({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')?.click();
  }, []);
  return <div ref={box}>{children}</div>;
}

interface DemoProps extends Partial<Omit<DateFieldProps, 'onChange' | 'value'>> {
  initial?: string;
  open?: boolean;
  language?: Language;
  country?: string;
}

function DateDemo({ initial = '', open = false, language = 'en', country = 'US', label, kind = 'date', ...rules }: DemoProps) {
  const [value, setValue] = useState(initial);
  const [valid, setValid] = useState(true);
  const [settings] = useState(() => PageSettingsSchema.parse({ language, country }));
  const field = (
    <DateField
      name="day"
      label={label ?? (kind === 'datetime' ? 'Table booking' : 'Delivery day')}
      kind={kind}
      value={value}
      onChange={(next, state) => {
        setValue(next);
        setValid(state.valid);
      }}
      {...rules}
    />
  );
  return (
    <StoryRuntime language={language}>
      <PageSettingsContext.Provider value={settings}>
        <form style={frame} onSubmit={(event) => event.preventDefault()}>
          {open ? <OpenOnMount>{field}</OpenOnMount> : field}
          <output style={readout} data-readout>
            {valid ? `Sent as: ${value || '(empty)'}` : 'Not a date the calendar offers'}
          </output>
        </form>
      </PageSettingsContext.Provider>
    </StoryRuntime>
  );
}

/** Closed: type a date (mm/dd/yyyy) or open the calendar with the button. */
export const Closed = () => <DateDemo />;
/** The calendar open on today: arrows, Home, End, Page Up/Down (Shift: a year), Enter to choose, Escape to close. */
export const Open = () => <DateDemo open />;
/** A chosen day, shown in the page's language and sent as YYYY-MM-DD. */
export const Chosen = () => <DateDemo initial="2026-12-03" />;
/** Future only, on work days (Monday to Friday): days before today and weekends cannot be chosen. */
export const FutureWorkDays = () => <DateDemo open range="future" workDays={[1, 2, 3, 4, 5]} label="Delivery day (weekdays from today)" />;
/** Past only: a birth date, up to today and 100 years back. */
export const PastOnly = () => <DateDemo range="past" label="Date of birth" />;
/** Datetime: a day, then its slots every 45 min from 09:00 before 18:00; sent as YYYY-MM-DD HH:MM. */
export const DatetimeSlots = () => <DateDemo open kind="datetime" interval={45} start="09:00" finish="18:00" range="future" initial="" />;
/** Russian: month and day names in Russian, the week from Monday, dates typed as dd.mm.yyyy. */
export const RussianMondayFirst = () => <DateDemo open language="ru" country="RU" label="Дата доставки" />;
