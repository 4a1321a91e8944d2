import { PLAYER_STATE, type PlayerInfo } from './youtube-player-messages.js';

/** A change in playback a learner event is raised for. @public */
export type PlaybackChange = 'played' | 'paused' | 'ended';

/**
 * What the page knows of one player's playback, from the player's reports: the time
 * (moving on at the playback rate between reports, since the player reports only every
 * few hundred milliseconds), the duration, and the stretches played.
 * @public
 */
export class YoutubePlayback {
  private time = 0;
  private reportedAt = 0;
  private rate = 1;
  private state: number | undefined;
  private sessionStart: number | undefined;
  private readonly segments: [number, number][] = [];
  duration: number | undefined;

  /** Takes a report made at `now` (ms); says whether playing started, paused or ended. */
  update(info: PlayerInfo, now: number): PlaybackChange | undefined {
    if (info.currentTime !== undefined) {
      this.time = info.currentTime;
      this.reportedAt = now;
    } else if (this.playing) {
      this.time = this.currentTime(now);
      this.reportedAt = now;
    }
    if (info.playbackRate !== undefined && info.playbackRate > 0) this.rate = info.playbackRate;
    if (info.duration !== undefined && info.duration > 0) this.duration = info.duration;
    if (info.playerState === undefined || info.playerState === this.state) return undefined;
    this.state = info.playerState;
    if (this.state === PLAYER_STATE.playing) {
      if (this.sessionStart !== undefined) return undefined;
      this.sessionStart = this.time;
      return 'played';
    }
    // Buffering holds playback without ending it.
    if (this.state === PLAYER_STATE.paused) return this.endSession() ? 'paused' : undefined;
    if (this.state === PLAYER_STATE.ended) return this.endSession() ? 'ended' : undefined;
    return undefined;
  }

  /** True while the player plays (not while it buffers). */
  get playing(): boolean {
    return this.state === PLAYER_STATE.playing;
  }

  /** The time in the video at `now` (ms), in seconds. */
  currentTime(now: number): number {
    return this.playing ? this.time + ((now - this.reportedAt) / 1000) * this.rate : this.time;
  }

  /**
   * The page stopped playback at the cue's end: the time is the end and the stretch played
   * closes there, so the pause the player then reports is not a learner's pause.
   */
  stopAt(end: number, now: number): void {
    this.time = end;
    this.reportedAt = now;
    this.endSession();
  }

  /** The stretches played, in the xAPI video profile's form: `0[.]12.5[,]30[.]41`. */
  playedSegments(): string {
    return this.segments.map(([from, to]) => `${round(from)}[.]${round(to)}`).join('[,]');
  }

  /** How far through the video the time is, 0 to 1, when the duration is known. */
  progress(): number | undefined {
    return this.duration ? Math.min(1, round(this.time / this.duration, 3)) : undefined;
  }

  /** The time at the last report or stop, in seconds. */
  get reportedTime(): number {
    return round(this.time);
  }

  private endSession(): boolean {
    if (this.sessionStart === undefined) return false;
    if (this.time > this.sessionStart) this.segments.push([this.sessionStart, this.time]);
    this.sessionStart = undefined;
    return true;
  }
}

function round(value: number, places = 2): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}
