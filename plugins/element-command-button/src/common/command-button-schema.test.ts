import { describe, expect, it } from 'vitest';
import { commandButtonElementSchema } from './command-button-schema.js';

describe('command button schema', () => {
  it('checks command button styles', () => {
    const text = [{ text: 'go' }];
    expect(commandButtonElementSchema.safeParse({ type: 'command_button', style: 'link', target: 't', message: 'go', children: text }).success).toBe(true);
    expect(commandButtonElementSchema.safeParse({ type: 'command_button', style: 'icon', children: text }).success).toBe(false);
  });
});
