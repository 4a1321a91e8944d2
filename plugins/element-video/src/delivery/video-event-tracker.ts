import type { DeliveryEvent } from '@quire/plugin-sdk/delivery';
import { addPlayedSegment, formatPlayedSegments, playedProgress, type PlayedSegment } from '../common/played-segments.js';

/** The learning events of a video (delivery §7). @public */
export type VideoEventType = 'video_played' | 'video_paused' | 'video_seeked' | 'video_completed';

/** The state of the `<video>` when something happened. @public */
export interface MediaReading {
  readonly currentTime: number;
  readonly duration: number;
  /** The source being played. */
  readonly url: string;
  /** Whether a caption track is showing. */
  readonly captionsOn: boolean;
}

/** Which video the events are about. @public */
export interface VideoIdentity {
  readonly title: string;
  readonly elementId?: string;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Turns what a `<video>` does into the learning events of delivery §7 (video_played,
 * video_paused, video_seeked, video_completed), keeping the played segments: each
 * stretch watched, from where playing started or resumed after a seek to where it paused
 * or was moved away from. video_completed is sent once, the first time the video ends.
 * @public
 */
export class VideoEventTracker {
  private segments: PlayedSegment[] = [];
  /** Where the stretch being watched began; undefined while paused. */
  private playingFrom: number | undefined;
  /** The last position reported while not seeking: where a seek starts from. */
  private position = 0;
  /** Set from the first `seeking` of a seek to its `seeked`. */
  private seekFrom: number | undefined;
  private resumeAfterSeek = false;
  private completed = false;

  constructor(
    private readonly video: VideoIdentity,
    private readonly send: (event: DeliveryEvent) => void,
  ) {}

  played(media: MediaReading): void {
    if (this.playingFrom !== undefined) return;
    this.playingFrom = media.currentTime;
    if (this.seekFrom === undefined) this.position = media.currentTime;
    const time = round3(media.currentTime);
    this.send(this.event('video_played', media, { video_play_time: time, video_time: time }));
  }

  paused(media: MediaReading): void {
    if (this.playingFrom === undefined && !this.resumeAfterSeek) return;
    this.stopAt(media.currentTime);
    this.resumeAfterSeek = false;
    this.send(this.event('video_paused', media, { video_time: round3(media.currentTime), ...this.watched(media) }));
  }

  seeking(): void {
    if (this.seekFrom !== undefined) return;
    this.seekFrom = this.position;
    if (this.playingFrom !== undefined) {
      this.stopAt(this.position);
      this.resumeAfterSeek = true;
    }
  }

  seeked(media: MediaReading): void {
    const from = this.seekFrom ?? this.position;
    this.seekFrom = undefined;
    this.position = media.currentTime;
    if (this.resumeAfterSeek) this.playingFrom = media.currentTime;
    this.resumeAfterSeek = false;
    const to = round3(media.currentTime);
    this.send(this.event('video_seeked', media, { video_seek_from: round3(from), video_seek_to: to, video_time: to, ...this.watched(media) }));
  }

  progressed(media: MediaReading): void {
    if (this.seekFrom === undefined) this.position = media.currentTime;
  }

  ended(media: MediaReading): void {
    this.stopAt(media.currentTime);
    if (this.completed) return;
    this.completed = true;
    this.send(this.event('video_completed', media, { video_time: round3(media.currentTime), ...this.watched(media) }));
  }

  private stopAt(time: number): void {
    if (this.playingFrom === undefined) return;
    this.segments = addPlayedSegment(this.segments, { start: this.playingFrom, end: time });
    this.playingFrom = undefined;
    this.position = time;
  }

  private watched(media: MediaReading) {
    return { video_played_segments: formatPlayedSegments(this.segments), video_progress: playedProgress(this.segments, media.duration) };
  }

  private event(type: VideoEventType, media: MediaReading, fields: Record<string, unknown>): DeliveryEvent {
    const knownLength = Number.isFinite(media.duration) && media.duration > 0;
    return {
      type,
      category: 'video',
      event_type: type.slice('video_'.length),
      video_url: media.url,
      video_title: this.video.title,
      ...(knownLength ? { video_length: round3(media.duration) } : {}),
      video_cc_enabled: media.captionsOn,
      ...(this.video.elementId ? { content_element_id: this.video.elementId } : {}),
      ...fields,
    };
  }
}
