import { describe, expect, it } from 'vitest';
import { lockResultSchema, saveFailureMessage } from './lock-result.js';

describe('lock results', () => {
  it('accepts an acquired lock with or without the revision, and a refusal naming the holder', () => {
    const revision = { content: { stem: {} }, objectives: { '1': [2] }, title: 'Q1' };
    expect(lockResultSchema.safeParse({ type: 'acquired', revision }).success).toBe(true);
    expect(lockResultSchema.safeParse({ type: 'acquired' }).success).toBe(true);
    expect(lockResultSchema.safeParse({ type: 'not_acquired', user: 'ana@example.org' }).success).toBe(true);
    expect(lockResultSchema.safeParse({ type: 'not_acquired' }).success).toBe(false);
    expect(lockResultSchema.safeParse({ type: 'stolen' }).success).toBe(false);
  });
});

describe('saveFailureMessage', () => {
  it('uses the spec text for each status', () => {
    expect(saveFailureMessage(423)).toBe("Your changes weren't saved: refresh the page to re-gain edit access.");
    expect(saveFailureMessage(404)).toBe("Your changes weren't saved: this page was not found. Try reopening it from the Curriculum.");
    expect(saveFailureMessage(403)).toBe("Your changes weren't saved: you're not able to access this page. Did your login expire?");
    const general = "Your changes weren't saved: there was a general problem on our end. Please try refreshing the page and trying again.";
    expect(saveFailureMessage(500)).toBe(general);
    expect(saveFailureMessage(0)).toBe(general);
  });
});
