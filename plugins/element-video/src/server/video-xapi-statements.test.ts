import { describe, expect, it } from 'vitest';
import { videoXapiStatements } from './video-xapi-statements.js';

const VIDEO = 'https://w3id.org/xapi/video';
const EXT = `${VIDEO}/extensions/`;
const ORIGIN = 'https://quire.example.org';
const context = { userId: 7, origin: ORIGIN, pageAttemptGuid: 'attempt-1', now: new Date('2026-03-01T10:00:00Z') };

const common = { category: 'video', video_url: '/media/biology/cells.mp4', video_title: 'Inside a cell', content_element_id: 'v1', video_cc_enabled: true };

const videoEvents = {
  played: { ...common, type: 'video_played', event_type: 'played', video_length: 120, video_play_time: 10, video_time: 10 },
  paused: { ...common, type: 'video_paused', event_type: 'paused', video_length: 120, video_time: 30, video_played_segments: '0[.]12[,]10[.]30', video_progress: 0.25 },
  seeked: { ...common, type: 'video_seeked', event_type: 'seeked', video_length: 120, video_seek_from: 30, video_seek_to: 90.1234, video_time: 90.1234 },
  completed: { ...common, type: 'video_completed', event_type: 'completed', video_length: 120, video_time: 120, video_played_segments: '0[.]30[,]90[.]120', video_progress: 0.5 },
};

const statementOf = (event: Record<string, unknown>) => videoXapiStatements.statement(event.type as string, event, context) as Record<string, any>;

describe('the video plugin’s xAPI statements', () => {
  it('takes the four video events of delivery §7', () => {
    expect(videoXapiStatements.eventTypes).toEqual(['video_played', 'video_paused', 'video_seeked', 'video_completed']);
  });

  it('makes a played event an ADL video profile statement: learner account, verb, video activity, time, length, session and captions', () => {
    const statement = statementOf(videoEvents.played);
    expect(statement.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(statement.timestamp).toBe('2026-03-01T10:00:00.000Z');
    expect(statement.actor).toEqual({ objectType: 'Agent', account: { homePage: ORIGIN, name: '7' } });
    expect(statement.verb).toEqual({ id: `${VIDEO}/verbs/played`, display: { 'en-US': 'played' } });
    expect(statement.object).toEqual({
      objectType: 'Activity',
      id: `${ORIGIN}/media/biology/cells.mp4`,
      definition: { type: `${VIDEO}/activity-type/video`, name: { 'en-US': 'Inside a cell' } },
    });
    expect(statement.result).toEqual({ extensions: { [`${EXT}time`]: 10 } });
    expect(statement.context).toEqual({
      contextActivities: { category: [{ objectType: 'Activity', id: VIDEO, definition: { type: 'http://adlnet.gov/expapi/activities/profile' } }] },
      extensions: { [`${EXT}session-id`]: 'attempt-1', [`${EXT}length`]: 120, [`${EXT}cc-enabled`]: true },
    });
  });

  it('puts the time, progress and played segments of a paused event in its result', () => {
    const statement = statementOf(videoEvents.paused);
    expect(statement.verb.id).toBe(`${VIDEO}/verbs/paused`);
    expect(statement.result).toEqual({ extensions: { [`${EXT}time`]: 30, [`${EXT}progress`]: 0.25, [`${EXT}played-segments`]: '0[.]12[,]10[.]30' } });
    expect(statement.context.extensions[`${EXT}length`]).toBe(120);
  });

  it('puts where a seek went from and to in its result, to the millisecond', () => {
    const statement = statementOf({ ...videoEvents.seeked, video_cc_enabled: false });
    expect(statement.verb.id).toBe(`${VIDEO}/verbs/seeked`);
    expect(statement.result).toEqual({ extensions: { [`${EXT}time-from`]: 30, [`${EXT}time-to`]: 90.123 } });
    expect(statement.context.extensions[`${EXT}cc-enabled`]).toBe(false);
  });

  it('marks a completed event complete, with the time watched as its duration', () => {
    const statement = statementOf(videoEvents.completed);
    expect(statement.verb).toEqual({ id: 'http://adlnet.gov/expapi/verbs/completed', display: { 'en-US': 'completed' } });
    expect(statement.result).toEqual({
      completion: true,
      duration: 'PT60S',
      extensions: { [`${EXT}time`]: 120, [`${EXT}progress`]: 0.5, [`${EXT}played-segments`]: '0[.]30[,]90[.]120' },
    });
  });

  it('keeps an absolute video address and leaves the name out of an untitled video', () => {
    const statement = statementOf({ ...videoEvents.played, video_url: 'https://cdn.example.org/a.webm', video_title: ' ' });
    expect(statement.object).toEqual({ objectType: 'Activity', id: 'https://cdn.example.org/a.webm', definition: { type: `${VIDEO}/activity-type/video` } });
  });

  it.each([
    [{ ...videoEvents.played, video_url: undefined }, 'event.video_url'],
    [{ ...videoEvents.played, video_url: 'javascript:alert(1)' }, 'event.video_url: not a web address'],
    [{ ...videoEvents.played, video_play_time: undefined, video_time: undefined }, 'event.video_play_time'],
    [{ ...videoEvents.played, video_play_time: -1 }, 'event.video_play_time'],
    [{ ...videoEvents.played, video_length: '120' }, 'event.video_length'],
    [{ ...videoEvents.paused, video_progress: 1.5 }, 'event.video_progress'],
    [{ ...videoEvents.paused, video_played_segments: '[0,10]' }, 'event.video_played_segments: Played segments are start[.]end pairs joined by [,]'],
    [{ ...videoEvents.paused, video_played_segments: undefined }, 'event.video_played_segments: a video_paused event needs it'],
    [{ ...videoEvents.seeked, video_seek_from: undefined }, 'event.video_seek_from: a video_seeked event needs it'],
    [{ ...videoEvents.completed, video_length: undefined }, 'event.video_length: a video_completed event needs it'],
    [{ ...videoEvents.played, video_title: 'x'.repeat(501) }, 'event.video_title'],
  ])('refuses a video event that is not what its verb needs (%#) with a 400', (event, message) => {
    let refusal: unknown;
    try {
      statementOf(event);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({ status: 400 });
    expect((refusal as Error).message).toContain(message);
  });
});
