import { describe, expect, it } from 'vitest';
import { cueCommandMessage, parseCueCommand } from './cue-command.js';

describe('cue commands', () => {
  it('reads a cue with a start and an end, or a start only', () => {
    expect(parseCueCommand('startcuepoint=12.5;endcuepoint=30')).toEqual({ start: 12.5, end: 30 });
    expect(parseCueCommand('startcuepoint=4')).toEqual({ start: 4 });
  });

  it('takes an end at or before the start as the start only', () => {
    expect(parseCueCommand('startcuepoint=10;endcuepoint=10')).toEqual({ start: 10 });
    expect(parseCueCommand('startcuepoint=10;endcuepoint=3')).toEqual({ start: 10 });
  });

  it('ignores messages that are not cues', () => {
    for (const message of ['', 'play', 'startcuepoint=', 'startcuepoint=-1', 'startcuepoint=1;endcuepoint=x', 'endcuepoint=3']) {
      expect(parseCueCommand(message)).toBeUndefined();
    }
  });

  it('writes the message a player reads back', () => {
    expect(cueCommandMessage({ start: 1.25, end: 9 })).toBe('startcuepoint=1.25;endcuepoint=9');
    expect(cueCommandMessage({ start: 7, end: 2 })).toBe('startcuepoint=7');
    expect(parseCueCommand(cueCommandMessage({ start: 3, end: 8.5 }))).toEqual({ start: 3, end: 8.5 });
  });
});
