import { describe, expect, it } from 'vitest';
import { iframeElementSchema } from './iframe-schema.js';

describe('iframe schema', () => {
  it('accepts a frame with a size, refusing a script address even behind a space', () => {
    expect(iframeElementSchema.safeParse({ type: 'iframe', src: 'https://example.org', width: 400, height: '300', children: [{ text: '' }] }).success).toBe(true);
    const result = iframeElementSchema.safeParse({ type: 'iframe', src: ' javascript:alert(1)', children: [{ text: '' }] });
    expect(result.error?.issues[0].message).toBe('Unsafe URL');
  });
});
