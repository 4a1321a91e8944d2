/** Whether a value (parsed JSON, say) is a plain object whose fields can be read by name: not null, not an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
