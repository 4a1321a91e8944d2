import { describe, expect, it } from 'vitest';
import { parseVideoCommand, videoCommandMessage } from './video-command.js';

describe('video commands', () => {
  it('read play, pause and cues in the cue-command format', () => {
    expect(parseVideoCommand('play')).toEqual({ kind: 'play' });
    expect(parseVideoCommand(' Pause ')).toEqual({ kind: 'pause' });
    expect(parseVideoCommand('startcuepoint=12.5;endcuepoint=30')).toEqual({ kind: 'cue', range: { start: 12.5, end: 30 } });
    expect(parseVideoCommand('startcuepoint=4')).toEqual({ kind: 'cue', range: { start: 4 } });
  });

  it('are not read from other messages', () => {
    for (const message of ['', 'stop', 'play now', 'startcuepoint=x']) expect(parseVideoCommand(message)).toBeUndefined();
  });

  it('are written as the player reads them back', () => {
    for (const command of [{ kind: 'play' }, { kind: 'pause' }, { kind: 'cue', range: { start: 3, end: 8.25 } }, { kind: 'cue', range: { start: 60 } }] as const) {
      expect(parseVideoCommand(videoCommandMessage(command))).toEqual(command);
    }
    expect(videoCommandMessage({ kind: 'cue', range: { start: 90 } })).toBe('startcuepoint=90');
  });
});
