/** A plain object (not null, not an array): the shape page parts and server answers are read from. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
