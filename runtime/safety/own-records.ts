/**
 * Records keyed by ids that are owner or server data (a form's field ids, a shop's product ids):
 * any text, so an id can be a name of Object.prototype. A plain lookup of "constructor" or
 * "toString" finds the prototype's function for an id with no entry (a fresh field shown as
 * invalid), and "__proto__" finds the prototype itself, or sets it when assigned. So such records
 * are read through `own`, and built from entries (Object.fromEntries, spreads and computed keys
 * define own properties), never by assigning `record[id] = …`.
 */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The record without `key` (itself when it has no such entry, so a state update can keep it). */
export function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!Object.hasOwn(record, key)) return record;
  const { [key]: _removed, ...rest } = record;
  return rest;
}
