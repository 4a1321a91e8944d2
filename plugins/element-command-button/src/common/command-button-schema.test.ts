import { describe, expect, it } from 'vitest';
import { commandButtonElementSchema, MAX_COMMAND_MESSAGE_LENGTH, MAX_COMMAND_TARGET_LENGTH } from './command-button-schema.js';

const button = (fields: Record<string, unknown> = {}) => ({ type: 'command_button', id: 'b1', style: 'link', target: 'v1', message: 'startcuepoint=12.5', children: [{ text: 'Watch' }], ...fields });

describe('command button schema', () => {
  it('reads a stored button back unchanged', () => {
    const stored = button();
    expect(commandButtonElementSchema.parse(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(commandButtonElementSchema.parse(button({ style: 'button' }))).toEqual(button({ style: 'button' }));
  });

  it('keeps a button without target, message or style: one the author has not set up yet', () => {
    expect(commandButtonElementSchema.safeParse({ type: 'command_button', children: [{ text: 'go' }] }).success).toBe(true);
  });

  it("takes only the spec's two styles", () => {
    expect(commandButtonElementSchema.safeParse(button({ style: 'icon' })).success).toBe(false);
  });

  it('refuses a target or a message past their limits, and fields that are not text', () => {
    expect(commandButtonElementSchema.safeParse(button({ target: 'v'.repeat(MAX_COMMAND_TARGET_LENGTH) })).success).toBe(true);
    expect(commandButtonElementSchema.safeParse(button({ target: 'v'.repeat(MAX_COMMAND_TARGET_LENGTH + 1) })).success).toBe(false);
    expect(commandButtonElementSchema.safeParse(button({ message: 'm'.repeat(MAX_COMMAND_MESSAGE_LENGTH) })).success).toBe(true);
    expect(commandButtonElementSchema.safeParse(button({ message: 'm'.repeat(MAX_COMMAND_MESSAGE_LENGTH + 1) })).success).toBe(false);
    expect(commandButtonElementSchema.safeParse(button({ target: 7 })).success).toBe(false);
    expect(commandButtonElementSchema.safeParse(button({ message: { play: true } })).success).toBe(false);
  });
});
