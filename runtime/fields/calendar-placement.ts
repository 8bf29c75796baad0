/**
 * Where the date field's calendar stands (DateField.tsx; position: fixed, so in the window's
 * coordinates): under its field, above it when it fits only there, and when it fits on neither
 * side (a datetime's calendar grown by a day's time slots, a short window) inside the window all
 * the same, no taller than the window, with its own scroll. Fixed over the page, a calendar past the
 * window's edge cannot be scrolled to: the controls there would take the focus unseen.
 */

/** Ours: the calendar's gap to its field, and its least distance to the window's edges, in px. */
export const CALENDAR_OFFSET_PX = 4;
export const CALENDAR_EDGE_PX = 8;

export interface CalendarPlacement {
  top: number;
  left: number;
  /** The height it is cut to, scrolling inside; null when it shows whole. */
  maxHeight: number | null;
}

/**
 * The calendar's place for its field's box and its own size (its whole height, what its own scroll
 * hides included), in a window `view` big.
 */
export function placeCalendar(
  field: { top: number; bottom: number; left: number },
  calendar: { width: number; height: number },
  view: { width: number; height: number },
): CalendarPlacement {
  const left = Math.max(CALENDAR_EDGE_PX, Math.min(field.left, view.width - calendar.width - CALENDAR_EDGE_PX));
  const below = view.height - field.bottom;
  if (below >= calendar.height + CALENDAR_OFFSET_PX) return { top: field.bottom + CALENDAR_OFFSET_PX, left, maxHeight: null };
  if (field.top >= calendar.height + CALENDAR_OFFSET_PX) return { top: field.top - calendar.height - CALENDAR_OFFSET_PX, left, maxHeight: null };
  // Neither side has the room: from the larger side, moved over the field as far as it takes to
  // stay inside the window (it is a modal dialog: the field waits under it).
  const room = view.height - 2 * CALENDAR_EDGE_PX;
  const height = Math.min(calendar.height, room);
  const bySide = below >= field.top ? field.bottom + CALENDAR_OFFSET_PX : field.top - height - CALENDAR_OFFSET_PX;
  const top = Math.max(CALENDAR_EDGE_PX, Math.min(bySide, view.height - CALENDAR_EDGE_PX - height));
  return { top, left, maxHeight: calendar.height > room ? room : null };
}
