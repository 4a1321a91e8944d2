import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { AudioClip } from '../content/audio-clip.js';

/** What {@link PlayAudioButton} tells the learner when the browser cannot play a clip. @public */
export const AUDIO_PROBLEM_MESSAGE = 'The recording could not be played.';

/** Props of {@link PlayAudioButton}. @public */
export interface PlayAudioButtonProps {
  /** The clip, checked (see `audioClip` from `@quire/plugin-sdk`). */
  readonly clip: AudioClip;
  /** The button's name, saying what it plays: 'Play the pronunciation of casa'. */
  readonly label: string;
}

/**
 * A button that plays a short recording (a word's pronunciation), pressed while it plays;
 * pressing it again stops it. The player has no controls of its own and loads nothing
 * until the button is pressed. The server draws the button disabled: it plays only once the
 * page's script has taken over, so an element drawing it is an island. A clip the browser
 * refuses is reported beside the button with {@link AUDIO_PROBLEM_MESSAGE}, in a status the
 * screen reader reads. The plugin's stylesheet lays it out through its classes,
 * `play-audio`, `play-audio-button` and `play-audio-problem`, and hides its `audio`.
 * @public
 */
export function PlayAudioButton({ clip, label }: PlayAudioButtonProps): ReactNode {
  const player = useRef<HTMLAudioElement>(null);
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [problem, setProblem] = useState('');
  useEffect(() => setReady(true), []);

  const fail = () => {
    setPlaying(false);
    setProblem(AUDIO_PROBLEM_MESSAGE);
  };

  const toggle = () => {
    const audio = player.current;
    if (!audio) return;
    if (playing) {
      audio.pause();
      audio.currentTime = 0;
      return;
    }
    setProblem('');
    audio.currentTime = 0;
    // A stop pressed before the clip started aborts the play: not a problem to report.
    audio.play().catch((error: unknown) => {
      if ((error as { name?: unknown } | null)?.name !== 'AbortError') fail();
    });
  };

  return (
    <span className="play-audio">
      <button type="button" className="play-audio-button" aria-label={label} aria-pressed={playing} disabled={!ready} onClick={toggle}>
        <span aria-hidden="true">{playing ? '■' : '▶'}</span>
      </button>
      <audio
        key={clip.src}
        ref={player}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      >
        <source src={clip.src} type={clip.type} onError={fail} />
      </audio>
      <span role="status" className="play-audio-problem">
        {problem}
      </span>
    </span>
  );
}
