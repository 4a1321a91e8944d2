import { describe, expect, it } from 'vitest';
import { webpageElementSchema } from './webpage-schema.js';

describe('web page schema', () => {
  it('checks the source type and refuses a data address', () => {
    expect(webpageElementSchema.safeParse({ type: 'webpage', srcType: 'media_library', children: [] }).success).toBe(true);
    expect(webpageElementSchema.safeParse({ type: 'webpage', srcType: 'file', children: [] }).success).toBe(false);
    const result = webpageElementSchema.safeParse({ type: 'webpage', src: 'data:text/html,<b>', children: [] });
    expect(result.error?.issues[0].message).toBe('Unsafe URL');
  });
});
