/**
 * The YouTube iframe player's postMessage protocol, spoken without YouTube's script (the
 * learner page's policy allows script from the site only). The page says it is
 * 'listening'; the player then reports its state as JSON text ('infoDelivery' with
 * currentTime, playerState, duration, playbackRate; 'onStateChange'; 'onError') and takes
 * 'command' messages such as pauseVideo.
 */

/** The privacy-enhanced player's origin, the default: its messages are believed from the player's origin only. @public */
export const YOUTUBE_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

/** Player states as YouTube numbers them. @public */
export const PLAYER_STATE = { ended: 0, playing: 1, paused: 2, buffering: 3 } as const;

/** What the player reports about playback; any field may be missing. @public */
export interface PlayerInfo {
  readonly currentTime?: number;
  readonly playerState?: number;
  readonly duration?: number;
  readonly playbackRate?: number;
}

/** A message of the player, read: a playback report, an error, or any other answer. @public */
export type PlayerMessage =
  | { readonly kind: 'info'; readonly info: PlayerInfo }
  | { readonly kind: 'error'; readonly code: unknown }
  | { readonly kind: 'other' };

// The widget channel and an id, as YouTube's own script sends them; the player echoes both.
const ENVELOPE = { id: 1, channel: 'widget' } as const;

/** Asks the player to start reporting to this page. @public */
export const LISTENING_MESSAGE = JSON.stringify({ event: 'listening', ...ENVELOPE });

/** A command to the player: `pauseVideo`, `addEventListener`… @public */
export function playerCommand(func: string, args: readonly unknown[] = []): string {
  return JSON.stringify({ event: 'command', func, args, ...ENVELOPE });
}

/** Reads a message posted by the player; anything that is not one of its JSON messages gives `undefined`. @public */
export function readPlayerMessage(data: unknown): PlayerMessage | undefined {
  if (typeof data !== 'string') return undefined;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (!isRecord(message) || typeof message.event !== 'string') return undefined;
  if (message.event === 'onError') return { kind: 'error', code: message.info };
  if (message.event === 'onStateChange' && typeof message.info === 'number') return { kind: 'info', info: { playerState: message.info } };
  if ((message.event === 'infoDelivery' || message.event === 'initialDelivery') && isRecord(message.info)) {
    return { kind: 'info', info: playerInfo(message.info) };
  }
  return { kind: 'other' };
}

function playerInfo(info: Record<string, unknown>): PlayerInfo {
  const number = (key: string) => (typeof info[key] === 'number' && Number.isFinite(info[key]) ? (info[key] as number) : undefined);
  return { currentTime: number('currentTime'), playerState: number('playerState'), duration: number('duration'), playbackRate: number('playbackRate') };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
