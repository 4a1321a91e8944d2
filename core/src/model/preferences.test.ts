import { describe, expect, it } from 'vitest';
import { preferencesSchema } from './preferences.js';

describe('preferencesSchema', () => {
  it('keeps any keys of an object', () => {
    expect(preferencesSchema.parse({ editor: 'markdown', theme: 'dark' })).toEqual({ editor: 'markdown', theme: 'dark' });
  });

  it('refuses a value that is not an object', () => {
    expect(preferencesSchema.safeParse('dark').success).toBe(false);
    expect(preferencesSchema.safeParse(null).success).toBe(false);
  });
});
