import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PopupAudio } from '../common/popup-fields.js';

/** The names of the audio clip's button, as it plays or not. @public */
export const PLAY_AUDIO_LABEL = 'Play audio';
/** @public */
export const PAUSE_AUDIO_LABEL = 'Pause audio';

/**
 * A popup's audio clip: a button that plays and pauses it, so a keyboard plays it as a
 * mouse does. The clip loads only when played, and stops when the bubble closes.
 */
export function PopupAudioButton({ audio, open }: { readonly audio: PopupAudio; readonly open: boolean }): ReactNode {
  const media = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!open) media.current?.pause();
  }, [open]);

  const toggle = () => {
    const clip = media.current;
    if (!clip) return;
    if (clip.paused) void clip.play()?.catch(() => setPlaying(false));
    else clip.pause();
  };

  return (
    <span className="popup-audio">
      <button type="button" className="popup-audio-button" aria-label={playing ? PAUSE_AUDIO_LABEL : PLAY_AUDIO_LABEL} onClick={toggle}>
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      <audio ref={media} preload="none" onPlay={() => setPlaying(true)} onPause={() => setPlaying(false)} onEnded={() => setPlaying(false)}>
        <source src={audio.src} type={audio.type} />
      </audio>
    </span>
  );
}
