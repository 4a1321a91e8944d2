import type { KeyboardEvent, ReactNode } from 'react';
import type { DeliveredCaptionTrack } from '../common/delivered-video.js';
import { formatMediaTime } from './format-media-time.js';
import { MenuButton, type MenuChoice } from './menu-button.js';
import { FullScreenIcon, MutedIcon, PauseIcon, PlayIcon, SoundIcon } from './control-icons.js';

/** The speeds the speed menu offers. @public */
export const PLAYBACK_SPEEDS: readonly number[] = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2];

/** How far the arrow keys move the progress slider, in seconds. @public */
export const SEEK_STEP_SECONDS = 5;

const SPEED_CHOICES: readonly MenuChoice<number>[] = PLAYBACK_SPEEDS.map((speed) => ({ value: speed, label: `${speed}×` }));
const CAPTIONS_OFF = -1;

export interface VideoControlsProps {
  readonly playing: boolean;
  readonly muted: boolean;
  readonly time: number;
  readonly duration: number;
  readonly speed: number;
  readonly captions: readonly DeliveredCaptionTrack[];
  /** The index of the caption track showing, or -1. */
  readonly captionTrack: number;
  readonly fullscreen: boolean;
  readonly onTogglePlay: () => void;
  readonly onToggleMute: () => void;
  readonly onSeek: (seconds: number) => void;
  readonly onSpeed: (speed: number) => void;
  readonly onCaptions: (track: number) => void;
  readonly onToggleFullscreen: () => void;
}

const BAR_STYLE = { display: 'flex', alignItems: 'center', gap: 6, padding: '4px 6px', background: '#1d2433', color: '#fff' } as const;

/**
 * The player's control bar (delivery §2): Play/Pause, Mute, the progress slider, the
 * time, the speed menu, the captions menu (when the video has caption tracks) and full
 * screen. Every control is a native button or slider with a name, in reading order.
 * @public
 */
export function VideoControls(props: VideoControlsProps): ReactNode {
  const { playing, muted, time, duration, speed, captions, captionTrack, fullscreen } = props;
  const known = Number.isFinite(duration) && duration > 0;
  const end = known ? duration : 0;

  // The slider's own steps are too small to move through a video with the keys.
  const onSliderKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowRight: SEEK_STEP_SECONDS, ArrowUp: SEEK_STEP_SECONDS, ArrowLeft: -SEEK_STEP_SECONDS, ArrowDown: -SEEK_STEP_SECONDS }[event.key];
    if (step !== undefined) props.onSeek(Math.min(end, Math.max(0, time + step)));
    else if (event.key === 'Home') props.onSeek(0);
    else if (event.key === 'End') props.onSeek(end);
    else return;
    event.preventDefault();
  };

  const captionChoices: MenuChoice<number>[] = [{ value: CAPTIONS_OFF, label: 'Off' }, ...captions.map((track, index) => ({ value: index, label: track.label }))];

  return (
    <div className="video-controls" role="group" aria-label="Video controls" style={BAR_STYLE}>
      <button type="button" aria-label={playing ? 'Pause' : 'Play'} onClick={props.onTogglePlay}>
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <button type="button" aria-label={muted ? 'Unmute' : 'Mute'} onClick={props.onToggleMute}>
        {muted ? <MutedIcon /> : <SoundIcon />}
      </button>
      <input
        type="range"
        aria-label="Seek"
        min={0}
        max={end}
        step="any"
        value={Math.min(time, end)}
        disabled={!known}
        aria-valuetext={`${formatMediaTime(time)} of ${formatMediaTime(duration)}`}
        style={{ flex: 1, minWidth: 60 }}
        onChange={(event) => props.onSeek(Number(event.target.value))}
        onKeyDown={onSliderKey}
      />
      <span aria-hidden="true" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {formatMediaTime(time)} / {formatMediaTime(duration)}
      </span>
      <MenuButton label="Playback speed" choices={SPEED_CHOICES} selected={speed} onChoose={props.onSpeed} />
      {captions.length > 0 ? <MenuButton label="Captions" choices={captionChoices} selected={captionTrack} onChoose={props.onCaptions} /> : null}
      <button type="button" aria-label={fullscreen ? 'Exit full screen' : 'Full screen'} onClick={props.onToggleFullscreen}>
        <FullScreenIcon />
      </button>
    </div>
  );
}
