import { randomUUID } from 'node:crypto';
import { PluginHttpError, type XapiStatementContext, type XapiStatementContribution } from '@quire/plugin-sdk/server';
import { z } from 'zod';

const badRequest = (message: string) => new PluginHttpError(400, message);

/** The ADL video profile (xAPI Video Profile 1.0), which the statements follow. */
export const VIDEO_PROFILE_ID = 'https://w3id.org/xapi/video';
const EXTENSION = `${VIDEO_PROFILE_ID}/extensions/`;

/** What each of delivery §7's video events is in the profile: its verb. */
const VIDEO_VERBS = {
  video_played: { id: `${VIDEO_PROFILE_ID}/verbs/played`, display: 'played' },
  video_paused: { id: `${VIDEO_PROFILE_ID}/verbs/paused`, display: 'paused' },
  video_seeked: { id: `${VIDEO_PROFILE_ID}/verbs/seeked`, display: 'seeked' },
  video_completed: { id: 'http://adlnet.gov/expapi/verbs/completed', display: 'completed' },
} as const;

type VideoEventName = keyof typeof VIDEO_VERBS;

// Seconds into the video; zod refuses NaN and the infinities.
const seconds = z.number().nonnegative();
// "0[.]12.5[,]14[.]21": the profile's played-segments, start and end of each part watched.
const PLAYED_SEGMENTS = /^(?:\d+(?:\.\d+)?\[\.\]\d+(?:\.\d+)?(?:\[,\]\d+(?:\.\d+)?\[\.\]\d+(?:\.\d+)?)*)?$/;

/** The fields of a video event the statement is made from (delivery §7); the rest are kept as sent. */
const videoEventFields = z.looseObject({
  video_url: z.string().min(1).max(2000),
  video_title: z.string().max(500).optional(),
  video_length: seconds.optional(),
  video_time: seconds.optional(),
  video_play_time: seconds.optional(),
  video_seek_from: seconds.optional(),
  video_seek_to: seconds.optional(),
  video_progress: z.number().min(0).max(1).optional(),
  video_played_segments: z.string().max(16_000).regex(PLAYED_SEGMENTS, 'Played segments are start[.]end pairs joined by [,]').optional(),
  video_cc_enabled: z.boolean().optional(),
  content_element_id: z.string().max(100).optional(),
});

type VideoEventFields = z.infer<typeof videoEventFields>;

/** What the profile's template for each verb includes (`presence: included`), beyond the verb itself. */
const REQUIRED_FIELDS: Record<VideoEventName, readonly (keyof VideoEventFields)[]> = {
  video_played: [],
  video_paused: ['video_time', 'video_length', 'video_progress', 'video_played_segments'],
  video_seeked: ['video_seek_from', 'video_seek_to'],
  video_completed: ['video_time', 'video_length', 'video_progress', 'video_played_segments'],
};

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The time watched, from the played segments, as an xAPI duration (ISO 8601, hundredths of a second). */
function playedDuration(segments: string): string {
  let total = 0;
  for (const pair of segments === '' ? [] : segments.split('[,]')) {
    const [start, end] = pair.split('[.]').map(Number);
    if (end > start) total += end - start;
  }
  return `PT${Math.round(total * 100) / 100}S`;
}

function videoActivityId(url: string, origin: string): string {
  let absolute: URL;
  try {
    absolute = new URL(url, origin);
  } catch {
    throw badRequest('event.video_url: not a web address');
  }
  if (absolute.protocol !== 'https:' && absolute.protocol !== 'http:') throw badRequest('event.video_url: not a web address');
  return absolute.href;
}

function readFields(name: VideoEventName, event: Readonly<Record<string, unknown>>): VideoEventFields {
  const parsed = videoEventFields.safeParse(event);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`event.${issue.path.join('.')}: ${issue.message}`);
  }
  const fields = parsed.data;
  const time = name === 'video_played' ? (fields.video_play_time ?? fields.video_time) : fields.video_time;
  if (name === 'video_played' && time === undefined) throw badRequest('event.video_play_time: a played event needs the time it started at');
  const missing = REQUIRED_FIELDS[name].find((field) => fields[field] === undefined);
  if (missing) throw badRequest(`event.${missing}: a ${name} event needs it`);
  return fields;
}

function resultExtensions(name: VideoEventName, fields: VideoEventFields): Record<string, number | string> {
  const extensions: Record<string, number | string> = {};
  if (name === 'video_seeked') {
    extensions[`${EXTENSION}time-from`] = round3(fields.video_seek_from as number);
    extensions[`${EXTENSION}time-to`] = round3(fields.video_seek_to as number);
  } else {
    const time = name === 'video_played' ? (fields.video_play_time ?? fields.video_time) : fields.video_time;
    extensions[`${EXTENSION}time`] = round3(time as number);
  }
  if (fields.video_progress !== undefined) extensions[`${EXTENSION}progress`] = round3(fields.video_progress);
  if (fields.video_played_segments !== undefined) extensions[`${EXTENSION}played-segments`] = fields.video_played_segments;
  return extensions;
}

/**
 * The xAPI 1.0.3 statement for a video event, following the ADL video profile so a
 * Learning Record Store takes it as it is: the learner as an account on this server, the
 * profile's verb, the video as an activity named by its title, the times, progress and
 * played segments as result extensions, and the video's length, the page attempt as the
 * session and whether captions were on as context extensions. Refuses (400) an event
 * whose fields are not what the profile asks of its verb.
 */
export function videoStatement(name: VideoEventName, event: Readonly<Record<string, unknown>>, context: XapiStatementContext): Record<string, unknown> {
  const fields = readFields(name, event);
  const verb = VIDEO_VERBS[name];
  const title = fields.video_title?.trim();
  const contextExtensions: Record<string, unknown> = { [`${EXTENSION}session-id`]: context.pageAttemptGuid };
  if (fields.video_length !== undefined) contextExtensions[`${EXTENSION}length`] = round3(fields.video_length);
  if (fields.video_cc_enabled !== undefined) contextExtensions[`${EXTENSION}cc-enabled`] = fields.video_cc_enabled;
  const result: Record<string, unknown> = { extensions: resultExtensions(name, fields) };
  if (name === 'video_completed') {
    result.completion = true;
    result.duration = playedDuration(fields.video_played_segments as string);
  }
  return {
    id: randomUUID(),
    version: '1.0.3',
    timestamp: context.now.toISOString(),
    actor: { objectType: 'Agent', account: { homePage: context.origin, name: String(context.userId) } },
    verb: { id: verb.id, display: { 'en-US': verb.display } },
    object: {
      objectType: 'Activity',
      id: videoActivityId(fields.video_url, context.origin),
      definition: { type: `${VIDEO_PROFILE_ID}/activity-type/video`, ...(title ? { name: { 'en-US': title } } : {}) },
    },
    result,
    context: {
      contextActivities: { category: [{ objectType: 'Activity', id: VIDEO_PROFILE_ID, definition: { type: 'http://adlnet.gov/expapi/activities/profile' } }] },
      extensions: contextExtensions,
    },
  };
}

/** The statements of delivery §7's video events: played, paused, seeked and completed. */
export const videoXapiStatements: XapiStatementContribution = {
  eventTypes: Object.keys(VIDEO_VERBS),
  statement: (eventType, event, context) => videoStatement(eventType as VideoEventName, event, context),
};
