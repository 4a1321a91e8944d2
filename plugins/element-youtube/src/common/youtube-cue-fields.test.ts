import { describe, expect, it } from 'vitest';
import { CUE_END_BEFORE_START_MESSAGE, CUE_TIME_FORMAT_MESSAGE, cueFieldText, readCueFields } from './youtube-cue-fields.js';

describe('reading the start and end times', () => {
  it('reads seconds and m:ss, blank meaning unset', () => {
    expect(readCueFields('90', '2:30')).toEqual({ startTime: 90, endTime: 150 });
    expect(readCueFields(' 1:05 ', '')).toEqual({ startTime: 65 });
    expect(readCueFields('', '45.5')).toEqual({ endTime: 45.5 });
    expect(readCueFields('', '')).toEqual({});
  });

  it('says which time cannot be read', () => {
    expect(readCueFields('1m30', '')).toMatchObject({ startError: CUE_TIME_FORMAT_MESSAGE, endError: undefined });
    expect(readCueFields('', '1:75')).toMatchObject({ startError: undefined, endError: CUE_TIME_FORMAT_MESSAGE });
    expect(readCueFields('-5', '')).toMatchObject({ startError: CUE_TIME_FORMAT_MESSAGE });
  });

  it('wants the end after the start', () => {
    expect(readCueFields('1:30', '1:30')).toMatchObject({ endError: CUE_END_BEFORE_START_MESSAGE });
    expect(readCueFields('90', '60')).toMatchObject({ endError: CUE_END_BEFORE_START_MESSAGE });
    expect(readCueFields('', '0')).toMatchObject({ endError: CUE_END_BEFORE_START_MESSAGE });
    expect(readCueFields('90', '91')).toEqual({ startTime: 90, endTime: 91 });
  });

  it('shows stored times as m:ss, with hundredths only when there are some', () => {
    expect(cueFieldText(90)).toBe('1:30');
    expect(cueFieldText(5.25)).toBe('0:05.25');
    expect(cueFieldText(undefined)).toBe('');
    expect(readCueFields(cueFieldText(3725.5), '').startTime).toBe(3725.5);
  });
});
