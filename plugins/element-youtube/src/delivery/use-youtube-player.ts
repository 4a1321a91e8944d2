import { useEffect, useRef, useState, type RefObject } from 'react';
import { YoutubePlayback, type PlaybackChange } from './youtube-playback.js';
import { LISTENING_MESSAGE, YOUTUBE_PLAYER_ORIGIN, playerCommand, readPlayerMessage } from './youtube-player-messages.js';

/** How often the cue's end is checked while the video plays (spec delivery §9: 100 ms). @public */
export const CUE_CHECK_INTERVAL_MS = 100;
/** How long a loaded player has to answer before the learner is told it cannot play. @public */
export const PLAYER_ANSWER_TIMEOUT_MS = 5000;
/** How often 'listening' is repeated until the player answers (as YouTube's own script does). @public */
export const LISTENING_INTERVAL_MS = 250;

/** Whether the player has answered, or cannot play. @public */
export type PlayerStatus = 'waiting' | 'answered' | 'failed';

/** A learner event of the player: what happened and the playback at that moment. @public */
export type PlayerEventKind = 'video_played' | 'video_paused' | 'video_completed';

/** What {@link useYoutubePlayer} needs besides the frame. @public */
export interface YoutubePlayerOptions {
  /** The cue's end in seconds: playback is paused there. */
  readonly endTime?: number;
  /** The origin the player was embedded from; `YOUTUBE_PLAYER_ORIGIN` when not given. */
  readonly origin?: string;
  readonly onEvent?: (kind: PlayerEventKind, playback: YoutubePlayback) => void;
}

const EVENT_OF: Record<PlaybackChange, PlayerEventKind> = { played: 'video_played', paused: 'video_paused', ended: 'video_completed' };

/**
 * Follows a YouTube player in `frame` once it has `loaded`, through its postMessage
 * protocol: messages count only from the player's origin and its own window. While it
 * plays with a cue end set, the time is checked every 100 ms and the player paused at the
 * end (spec delivery §4). A player that does not answer within a few seconds, or reports
 * an error, is 'failed'.
 * @public
 */
export function useYoutubePlayer(frame: RefObject<HTMLIFrameElement | null>, loaded: boolean, options: YoutubePlayerOptions): PlayerStatus {
  const [status, setStatus] = useState<PlayerStatus>('waiting');
  const latest = useRef(options);
  latest.current = options;

  const origin = options.origin ?? YOUTUBE_PLAYER_ORIGIN;

  useEffect(() => {
    if (!loaded) return;
    const player = () => frame.current?.contentWindow ?? null;
    const send = (message: string) => player()?.postMessage(message, origin);
    const playback = new YoutubePlayback();
    let answered = false;
    let broken = false;
    let cueCheck: ReturnType<typeof setInterval> | undefined;

    const stopCueCheck = () => {
      clearInterval(cueCheck);
      cueCheck = undefined;
    };
    const checkCue = () => {
      const end = latest.current.endTime;
      if (end === undefined || playback.currentTime(Date.now()) < end) return;
      send(playerCommand('pauseVideo'));
      playback.stopAt(end, Date.now());
      stopCueCheck();
      latest.current.onEvent?.('video_completed', playback);
    };

    const onMessage = (event: MessageEvent) => {
      const playerWindow = player();
      if (!playerWindow || event.source !== playerWindow || event.origin !== origin) return;
      const message = readPlayerMessage(event.data);
      if (!message) return;
      if (!answered) {
        answered = true;
        clearInterval(listening);
        clearTimeout(deadline);
        send(playerCommand('addEventListener', ['onStateChange']));
        send(playerCommand('addEventListener', ['onError']));
      }
      if (message.kind === 'error') broken = true;
      setStatus(broken ? 'failed' : 'answered');
      if (message.kind !== 'info' || broken) return;
      const change = playback.update(message.info, Date.now());
      if (playback.playing && latest.current.endTime !== undefined) cueCheck ??= setInterval(checkCue, CUE_CHECK_INTERVAL_MS);
      else stopCueCheck();
      if (change) latest.current.onEvent?.(EVENT_OF[change], playback);
    };

    window.addEventListener('message', onMessage);
    send(LISTENING_MESSAGE);
    // Kept up after the deadline too: a slow player that answers late still plays.
    const listening = setInterval(() => send(LISTENING_MESSAGE), LISTENING_INTERVAL_MS);
    const deadline = setTimeout(() => setStatus('failed'), PLAYER_ANSWER_TIMEOUT_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      clearInterval(listening);
      clearTimeout(deadline);
      stopCueCheck();
    };
  }, [frame, loaded, origin]);

  return status;
}
