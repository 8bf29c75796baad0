/**
 * The date and datetime field (spec 001 §5 "Date field", §9; 002 §5, §9): a text input that takes
 * a typed date in the page's language, and a button that opens the calendar, a dialog in the shape
 * of the WAI-ARIA date picker (a grid of days: arrows, Home, End, Page Up/Down, Shift+Page Up/Down,
 * Enter or Space to choose, Escape to close). A datetime field then offers the day's time slots.
 * Only days inside the limits, on work days and, for a datetime, with a time left can be chosen
 * (dates.ts, calendar.ts); what the visitor typed passes the same check on blur ("the calendar's
 * own check"), and a date that fails it is reported to the form as not valid rather than sent.
 *
 * The value is `YYYY-MM-DD` or `YYYY-MM-DD HH:MM` (calendar.ts); the field shows it in the page's
 * language. The calendar stands over the page (position: fixed), inside the window
 * (calendar-placement.ts), and is placed again at each change of its size (a datetime's slots
 * shown) and of the window's, and 150 ms after the page stops scrolling, through the runtime clock.
 *
 * Today, and so the limits, is read when it is used — a typed date's check, a day or a time
 * chosen, the calendar opening — and an open calendar takes the new day at midnight and, for a
 * datetime whose range is bound to the moment, each of today's slots as it closes (a booking) or
 * opens (a past event), on a timer of the runtime clock: a page left open overnight, over New Year
 * or into September (a datetime's upper limit), or past today's last slot, never offers a day or a
 * time it would refuse. Timers are not enough for that: they stand still while a laptop sleeps and
 * run late in a hidden tab. The calendar reads the moment again when the page is shown again
 * (platform/time-away.ts), and a choice the grid still offered but this moment refuses (a time
 * that passed while the grid lagged) draws the grid for this moment and says the time has gone,
 * rather than do nothing.
 */
import { __iconData as calendarDaysIcon } from 'lucide-react/icons/calendar-days';
import { __iconData as chevronLeftIcon } from 'lucide-react/icons/chevron-left';
import { __iconData as chevronRightIcon } from 'lucide-react/icons/chevron-right';
import { Glyph } from '../parts/glyph';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useRuntimeBasics } from '../core/runtime-context';
import { usePageSettings } from '../page/page-settings-context';
import {
  clampDay,
  createScrollBinding,
  fieldValueOf,
  formatShortDate,
  initialFocus,
  isOfferedChoice,
  isOfferedDay,
  monthGrid,
  moveFocus,
  msUntilOfferChanges,
  openSlots,
  parseFieldValue,
  parseTypedDate,
  sameDay,
  weekdayOrder,
  type DateFieldRules,
} from './calendar';
import { firstDayOfWeek } from './week-start';
import { addMonths, dateLimits, DEFAULT_TIME_INTERVAL_MIN, DEFAULT_DAY_FINISH, DEFAULT_DAY_START, DEFAULT_WORK_DAYS, startOfDay, timeSlots, type DateFieldKind, type DateLimits, type DateRangeKind } from './dates';
import { FieldFrame } from './FieldFrame';
import { placeCalendar, type CalendarPlacement } from './calendar-placement';
import { dateTimeFormat } from '../platform/intl-formats';
import { pageReturnsOf } from '../platform/time-away';
import { useTypedTextBeforeHydration } from './typed-text';
import './date.css';

export interface DateFieldProps extends DateFieldRules {
  name: string;
  label: string;
  /** `YYYY-MM-DD`, `YYYY-MM-DD HH:MM`, or '' when nothing is chosen. */
  value: string;
  /** `valid` is false when the visitor typed something the calendar refuses (the value is then ''). */
  onChange(value: string, state: { valid: boolean }): void;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  error?: string | undefined;
}

export function DateField({
  name,
  label,
  kind,
  value,
  onChange,
  range = 'any',
  workDays = DEFAULT_WORK_DAYS,
  interval = DEFAULT_TIME_INTERVAL_MIN,
  start = DEFAULT_DAY_START,
  finish = DEFAULT_DAY_FINISH,
  required = false,
  disabled = false,
  error,
}: DateFieldProps) {
  const id = useId();
  const { t, language } = useRuntimeBasics();
  const { country } = usePageSettings();
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const parsed = parseFieldValue(value);
  // Null for a date field: it has no slots, and so no day runs out of them.
  const slots = useMemo(() => (kind === 'datetime' ? timeSlots(interval, start, finish) : null), [kind, interval, start, finish]);
  // An Intl.Locale (and its maximize, where the browser has no week data) once, not per render of the open calendar.
  const firstDay = useMemo(() => firstDayOfWeek(language, country), [language, country]);
  const shown = parsed ? `${formatShortDate(parsed.day, language)}${parsed.time ? ` ${parsed.time}` : ''}` : '';

  /** The calendar's own check of what the visitor typed, against today's limits. */
  const commitDraft = () => {
    if (draft !== null) commitText(draft);
  };
  const commitText = (typed: string) => {
    setDraft(null);
    const text = typed.trim();
    if (text === '') return onChange('', { valid: true });
    const timeMatch = kind === 'datetime' ? /^(.*?)[\s,]+(\d{1,2}):(\d{2})$/.exec(text) : null;
    const day = parseTypedDate(timeMatch ? timeMatch[1]! : text, language);
    const time = timeMatch ? `${timeMatch[2]!.padStart(2, '0')}:${timeMatch[3]!}` : null;
    const offered = day !== null && isOfferedChoice(day, time, { kind, range, workDays, interval, start, finish }, new Date());
    if (offered) onChange(fieldValueOf(day, time), { valid: true });
    else {
      setDraft(typed);
      onChange('', { valid: false });
    }
  };

  // A date typed before the form hydrated, the visitor gone on to another field: checked as its blur would have.
  useTypedTextBeforeHydration(inputRef, (typed) => commitText(typed));

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };

  const errorId = `${id}-error`;
  return (
    <FieldFrame kind={kind} inputId={id} label={label} required={required} error={error}>
      <div className="rt-date" ref={boxRef}>
        <input
          ref={inputRef}
          id={id}
          className="rt-field__input rt-date__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={draft ?? shown}
          placeholder={t(kind === 'datetime' ? 'form::datetime_pattern' : 'form::date_pattern')}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-date-input=""
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commitDraft}
          // Enter moves on or submits (form01): what was typed is checked first, as on blur.
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitDraft();
          }}
        />
        <button
          ref={buttonRef}
          type="button"
          className="rt-date__open"
          disabled={disabled}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-label={t(kind === 'datetime' ? 'form::datetime_open' : 'form::date_open')}
          onClick={() => setOpen((current) => !current)}
        >
          <Glyph icon={calendarDaysIcon} size={20} />
        </button>
        {/* What the form sends, in the documented format (also read by a form posted without scripts). */}
        <input type="hidden" name={name} value={value} data-date-value={value} />
      </div>
      {open && (
        <CalendarDialog
          anchor={boxRef}
          opener={buttonRef}
          kind={kind}
          chosen={parsed}
          range={range}
          workDays={workDays}
          slots={slots}
          firstDay={firstDay}
          language={language}
          onPick={(day, time) => {
            setDraft(null);
            onChange(fieldValueOf(day, time), { valid: true });
            close(true);
          }}
          onClose={close}
        />
      )}
    </FieldFrame>
  );
}

interface CalendarDialogProps {
  anchor: RefObject<HTMLDivElement | null>;
  opener: RefObject<HTMLButtonElement | null>;
  kind: DateFieldKind;
  chosen: { day: Date; time: string | null } | null;
  range: DateRangeKind;
  workDays: readonly number[];
  /** A datetime's slots; null for a date. */
  slots: readonly string[] | null;
  firstDay: number;
  language: string;
  onPick(day: Date, time: string | null): void;
  onClose(focusOpener: boolean): void;
}

const FOCUSABLE = 'button:not([disabled]), [tabindex="0"]';

function CalendarDialog({ anchor, opener, kind, chosen, range, workDays, slots, firstDay, language, onPick, onClose }: CalendarDialogProps) {
  const { t, services } = useRuntimeBasics();
  const headingId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  // The moment the grid shows today's limits for: read when the calendar opens, again whenever what
  // it offers changes while it stays open (midnight; for a datetime bound to the moment, each of
  // today's slots closing or opening), when the page is shown again, and whenever a choice finds
  // the day or the offer has changed since.
  const [now, setNow] = useState(() => new Date());
  const today = startOfDay(now);
  const limits = dateLimits(now, kind, range);
  useEffect(() => {
    // The change is counted from `now`, the moment drawn, and waited for from this one: the render
    // may come a while after `now` (a busy page, a sleeping laptop), and a change already gone by
    // is taken at once. Cleared when the calendar closes (it unmounts) or draws another moment.
    const changeAt = now.getTime() + msUntilOfferChanges(now, kind, range, slots);
    const delay = Math.max(0, changeAt - Date.now());
    const timer = services.clock.setTimeout(() => setNow(new Date()), delay, 'calendar: the next change of the days and times it offers');
    return () => services.clock.clearTimeout(timer);
  }, [now, kind, range, slots, services.clock]);
  // Shown again (a laptop woken, whose timers stood still; a tab the visitor comes back to): the
  // grid is drawn for this moment at once, not when its timer gets round to it.
  useEffect(() => {
    const view = anchor.current?.ownerDocument.defaultView;
    if (!view) return;
    return pageReturnsOf(view).onShownAgain(() => setNow(new Date()));
  }, [anchor]);
  /**
   * Whether this moment still offers a choice (`offered` by its limits): the grid may still show
   * the offer of a moment ago. A choice refused, or one on a new day, draws the grid for this moment.
   */
  const offeredNow = (offered: (limits: DateLimits) => boolean): boolean => {
    const moment = new Date();
    const still = offered(dateLimits(moment, kind, range));
    if (!still || !sameDay(moment, now)) setNow(moment);
    return still;
  };
  // A time pressed that had gone by the press (the grid lagged behind the moment): said below the
  // times left, until another day is chosen.
  const [goneTime, setGoneTime] = useState<string | null>(null);
  const [focused, setFocused] = useState(() => initialFocus(chosen?.day ?? null, today, limits, workDays, slots));
  // A datetime field: the day chosen, waiting for its time.
  const [day, setDay] = useState<Date | null>(kind === 'datetime' && chosen ? chosen.day : null);
  const [position, setPosition] = useState<CalendarPlacement | null>(null);
  const focusGrid = useRef(true);

  const weeks = monthGrid(focused.getFullYear(), focused.getMonth(), firstDay);
  const daySlots = day && slots ? openSlots(day, slots, limits) : [];
  const selectedDay = day ?? chosen?.day ?? null;

  // Place the calendar by its field, inside the window (calendar-placement.ts).
  const follow = () => {
    const box = anchor.current;
    const dialog = dialogRef.current;
    const view = box?.ownerDocument.defaultView;
    if (!box || !dialog || !view) return;
    const shown = dialog.getBoundingClientRect();
    // Its whole height: a calendar cut to the window's hides the rest in its own scroll.
    const height = shown.height + dialog.scrollHeight - dialog.clientHeight;
    const onScreen = placeCalendar(box.getBoundingClientRect(), { width: shown.width, height }, { width: view.innerWidth, height: view.innerHeight });
    // `fixed` places it from the window only while no ancestor has a filter or a transform (admin
    // greys a part hidden on this viewport with one; an owner's section may move): the origin it is
    // placed from is where it shows less where it was told to be.
    const top = onScreen.top - (shown.top - (position?.top ?? 0));
    const left = onScreen.left - (shown.left - (position?.left ?? 0));
    const { maxHeight } = onScreen;
    setPosition((current) => (current && current.top === top && current.left === left && current.maxHeight === maxHeight ? current : { top, left, maxHeight }));
  };
  const followRef = useRef(follow);
  useLayoutEffect(() => {
    followRef.current = follow;
  });

  // Placed at the opening, and again in the commit that changes its size (a datetime's time slots
  // shown once a day is chosen, a month of six weeks) before the browser paints: its lower part
  // would otherwise stand past the window's bottom. A ResizeObserver alone reports at the next
  // rendering frame, which a busy page drew only after several keys had moved the focus there.
  useLayoutEffect(() => followRef.current(), [day, daySlots.length, weeks.length]);

  // A change of size no render of its own makes (a face loaded late, a zoom): placed again.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => followRef.current());
    observer.observe(dialog);
    return () => observer.disconnect();
  }, []);

  // Spec 002 §9: while the page scrolls the calendar stays put; 150 ms after the last scroll it follows its field.
  useEffect(() => {
    const view = anchor.current?.ownerDocument.defaultView;
    if (!view) return;
    const binding = createScrollBinding(services.clock, () => followRef.current());
    const onScroll = () => binding.scrolled();
    const onResize = () => followRef.current();
    view.addEventListener('scroll', onScroll, { capture: true, passive: true });
    view.addEventListener('resize', onResize);
    return () => {
      binding.dispose();
      view.removeEventListener('scroll', onScroll, { capture: true });
      view.removeEventListener('resize', onResize);
    };
  }, [anchor, services.clock]);

  // A press outside the calendar and its button closes it, leaving the focus where the press put it.
  const closeRef = useRef(onClose);
  useLayoutEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    const doc = dialogRef.current?.ownerDocument;
    if (!doc) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && !dialogRef.current?.contains(target) && !opener.current?.contains(target)) closeRef.current(false);
    };
    doc.addEventListener('pointerdown', onPointerDown);
    return () => doc.removeEventListener('pointerdown', onPointerDown);
  }, [opener]);

  // The grid's focus follows the focused day (after a key, a month button or the opening).
  useEffect(() => {
    if (!focusGrid.current) return;
    gridRef.current?.querySelector<HTMLElement>('td[tabindex="0"]')?.focus({ preventScroll: true });
  }, [focused]);

  // A datetime field: once a day is chosen, its first free time takes the focus; so it does when the
  // time pressed had gone (its button went with it), or the grid's day when no time is left.
  useEffect(() => {
    if (!day) return;
    const firstFree = dialogRef.current?.querySelector<HTMLElement>('[data-time-slot]:not([disabled])');
    if (firstFree) firstFree.focus({ preventScroll: true });
    else if (goneTime !== null) gridRef.current?.querySelector<HTMLElement>('td[tabindex="0"]')?.focus({ preventScroll: true });
  }, [day, goneTime]);

  const choose = (date: Date) => {
    if (!offeredNow((limits) => isOfferedDay(date, limits, workDays, slots))) return;
    if (kind === 'date') onPick(date, null);
    else {
      setGoneTime(null);
      setFocused(date);
      setDay(date);
    }
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focused);
      return;
    }
    const next = moveFocus(focused, event, firstDay, limits);
    if (!next) return;
    event.preventDefault();
    focusGrid.current = true;
    setFocused(next);
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
      return;
    }
    // The form's Enter moves between fields: inside the calendar, Enter chooses.
    if (event.key === 'Enter') event.stopPropagation();
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const list = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = list[0];
    const last = list.at(-1);
    const active = dialogRef.current.ownerDocument.activeElement;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const monthStep = (months: number) => {
    focusGrid.current = false;
    setFocused(clampDay(addMonths(focused, months), limits));
  };
  const firstMonth = focused.getFullYear() === limits.min.getFullYear() && focused.getMonth() === limits.min.getMonth();
  const lastMonth = focused.getFullYear() === limits.max.getFullYear() && focused.getMonth() === limits.max.getMonth();
  const monthTitle = dateTimeFormat(language, { month: 'long', year: 'numeric' }).format(focused);
  const weekdayShort = dateTimeFormat(language, { weekday: 'short' });
  const weekdayLong = dateTimeFormat(language, { weekday: 'long' });
  const fullDate = dateTimeFormat(language, { dateStyle: 'full' });
  // 2026-11-01 is a Sunday: weekday n of that week names the column.
  const weekdayDate = (weekday: number) => new Date(2026, 10, 1 + weekday);

  return (
    <div
      ref={dialogRef}
      className="rt-calendar"
      role="dialog"
      aria-modal="true"
      aria-labelledby={headingId}
      data-calendar=""
      data-placed={position ? '' : undefined}
      style={position ? { top: position.top, left: position.left, maxHeight: position.maxHeight ?? undefined } : undefined}
      onKeyDown={onDialogKeyDown}
    >
      <div className="rt-calendar__header">
        <button type="button" className="rt-calendar__nav" aria-label={t('form::calendar_previous_month')} disabled={firstMonth} onClick={() => monthStep(-1)}>
          <Glyph icon={chevronLeftIcon} size={20} />
        </button>
        <h2 id={headingId} className="rt-calendar__title" aria-live="polite">
          {monthTitle}
        </h2>
        <button type="button" className="rt-calendar__nav" aria-label={t('form::calendar_next_month')} disabled={lastMonth} onClick={() => monthStep(1)}>
          <Glyph icon={chevronRightIcon} size={20} />
        </button>
      </div>
      <table ref={gridRef} className="rt-calendar__grid" role="grid" aria-labelledby={headingId} onKeyDown={onGridKeyDown}>
        <thead>
          <tr>
            {weekdayOrder(firstDay).map((weekday) => (
              <th key={weekday} scope="col" abbr={weekdayLong.format(weekdayDate(weekday))}>
                {weekdayShort.format(weekdayDate(weekday))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((date, column) =>
                date ? (
                  <td
                    key={column}
                    tabIndex={sameDay(date, focused) ? 0 : -1}
                    aria-selected={selectedDay && sameDay(date, selectedDay) ? true : undefined}
                    aria-disabled={isOfferedDay(date, limits, workDays, slots) ? undefined : true}
                    aria-label={fullDate.format(date)}
                    aria-current={sameDay(date, today) ? 'date' : undefined}
                    data-date={fieldValueOf(date)}
                    className="rt-calendar__day"
                    onClick={() => {
                      focusGrid.current = true;
                      setFocused(date);
                      choose(date);
                    }}
                  >
                    {date.getDate()}
                  </td>
                ) : (
                  <td key={column} className="rt-calendar__blank" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {kind === 'datetime' && day && (
        <>
          <div className="rt-calendar__slots" role="group" aria-label={t('form::calendar_times', { date: formatShortDate(day, language) })} data-time-slots="">
            {daySlots.length === 0 && <p className="rt-calendar__empty">{t('form::calendar_no_times')}</p>}
            {daySlots.map((time) => (
              <button
                key={time}
                type="button"
                className="rt-calendar__slot"
                data-time-slot={time}
                aria-pressed={chosen !== null && chosen.time === time && sameDay(chosen.day, day)}
                onClick={() => {
                  // A slot shown a moment ago may have closed since (a new day, a new upper limit, a
                  // laptop that slept past it).
                  if (offeredNow((limits) => openSlots(day, [time], limits).length > 0)) onPick(day, time);
                  else setGoneTime(time);
                }}
              >
                {time}
              </button>
            ))}
          </div>
          {/* There while the times show, so screen readers hear what is written into it. */}
          <p className="rt-calendar__gone" role="status" data-time-gone={goneTime ?? undefined}>
            {goneTime !== null ? t('form::calendar_time_gone', { time: goneTime }) : null}
          </p>
        </>
      )}
      <div className="rt-calendar__footer">
        <button type="button" className="rt-calendar__close" onClick={() => onClose(true)}>
          {t('form::calendar_close')}
        </button>
      </div>
    </div>
  );
}
