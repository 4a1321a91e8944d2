/** Whether `value` is a plain object (not null, not a list): a JSON record to read fields of. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
