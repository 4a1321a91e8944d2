import { describe, expect, it } from 'vitest';
import { messageSchema } from './message.js';

const message = {
  guid: 'm1',
  severity: 'Information',
  priority: 1,
  content: '3 questions were added successfully',
  actions: [{ label: 'Undo', enabled: true, execute: () => undefined }],
  canUserDismiss: true,
};

describe('messageSchema', () => {
  it('accepts a message with an action', () => {
    expect(messageSchema.safeParse(message).success).toBe(true);
  });

  it('refuses an unknown severity and an action without a callback', () => {
    expect(messageSchema.safeParse({ ...message, severity: 'Info' }).success).toBe(false);
    expect(messageSchema.safeParse({ ...message, actions: [{ label: 'Undo', execute: 'undo()' }] }).success).toBe(false);
  });
});
