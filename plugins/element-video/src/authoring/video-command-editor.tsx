import { useId, useState, type ReactNode } from 'react';
import { urlFileName, type Element } from '@quire/plugin-sdk';
import { DialogTextField, type CommandMessageEditorProps, type CommandTargetDeclaration } from '@quire/plugin-sdk/authoring';
import { deliveredVideo } from '../common/delivered-video.js';
import { parseVideoCommand, videoCommandMessage, type VideoCommand } from '../common/video-command.js';

/** The heading of the video's message editor in the 'Edit Command Button' dialog. @public */
export const VIDEO_COMMAND_EDITOR_TITLE = 'Video Command Editor';

/** The commands offered, with their labels. @public */
export const VIDEO_COMMAND_CHOICES = [
  { kind: 'play', label: 'Play' },
  { kind: 'pause', label: 'Pause' },
  { kind: 'cue', label: 'Play from a time' },
] as const;

/** Shown under a time that is not seconds with at most two decimals (spec authoring §5: seconds plus hundredths). @public */
export const CUE_TIME_MESSAGE = 'Enter the time in seconds, with at most two decimals: 12.25';
/** Shown under an end at or before the start (spec authoring §5: it means the start only). @public */
export const CUE_END_IGNORED_MESSAGE = 'An end at or before the start is ignored: the video plays on from the start.';

type CommandKind = (typeof VIDEO_COMMAND_CHOICES)[number]['kind'];

const CUE_TIME = /^\d{1,6}(?:\.\d{1,2})?$/;

/** Seconds typed by the author: blank is none, `NaN` is not a time. */
function readSeconds(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return CUE_TIME.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The label of a video in the command button's list of targets: its alternative text, else its file. @public */
export function videoTargetLabel(element: Element): string {
  const video = deliveredVideo(element);
  const name = video.alt || (video.sources[0] ? urlFileName(video.sources[0].url) : '');
  return `Video: ${name || 'no video chosen'}`;
}

/**
 * The video's own message editor in the 'Edit Command Button' dialog: Play, Pause, or play
 * from a start time (and pause at an optional end), written in the player's cue-command
 * format (`startcuepoint=12.5;endcuepoint=30`).
 * @public
 */
export function VideoCommandEditor({ message, onChange }: CommandMessageEditorProps): ReactNode {
  const [initial] = useState(() => parseVideoCommand(message));
  const [kind, setKind] = useState<CommandKind | undefined>(initial?.kind);
  const [start, setStart] = useState(initial?.kind === 'cue' ? String(initial.range.start) : '');
  const [end, setEnd] = useState(initial?.kind === 'cue' && initial.range.end !== undefined ? String(initial.range.end) : '');
  const name = useId();

  const startSeconds = readSeconds(start);
  const endSeconds = readSeconds(end);
  const startError = kind === 'cue' && (startSeconds === undefined || Number.isNaN(startSeconds)) ? CUE_TIME_MESSAGE : undefined;
  const endError = kind === 'cue' && endSeconds !== undefined && Number.isNaN(endSeconds) ? CUE_TIME_MESSAGE : undefined;
  const endIgnored = kind === 'cue' && !startError && !endError && endSeconds !== undefined && startSeconds !== undefined && endSeconds <= startSeconds;

  const report = (nextKind: CommandKind, nextStart: string, nextEnd: string) => {
    if (nextKind !== 'cue') {
      onChange(videoCommandMessage({ kind: nextKind }));
      return;
    }
    const from = readSeconds(nextStart);
    const to = readSeconds(nextEnd);
    if (from === undefined || Number.isNaN(from) || (to !== undefined && Number.isNaN(to))) {
      onChange(undefined);
      return;
    }
    const command: VideoCommand = { kind: 'cue', range: { start: from, end: to } };
    onChange(videoCommandMessage(command));
  };

  return (
    <div className="video-command-editor">
      {message.trim() !== '' && !initial && kind === undefined ? (
        <p className="editor-dialog-hint">The message ‘{message}’ is not a command this video understands. Choose one below.</p>
      ) : null}
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 0.75rem' }}>
        <legend>Video command</legend>
        {VIDEO_COMMAND_CHOICES.map((choice) => (
          <label key={choice.kind} style={{ display: 'block' }}>
            <input
              type="radio"
              name={name}
              value={choice.kind}
              checked={kind === choice.kind}
              onChange={() => {
                setKind(choice.kind);
                report(choice.kind, start, end);
              }}
            />{' '}
            {choice.label}
          </label>
        ))}
      </fieldset>
      {kind === 'cue' ? (
        <>
          <DialogTextField
            label="Start time (seconds)"
            value={start}
            error={startError}
            onChange={(value) => {
              setStart(value);
              report('cue', value, end);
            }}
          />
          <DialogTextField
            label="End time (seconds)"
            value={end}
            hint={endIgnored ? CUE_END_IGNORED_MESSAGE : 'Leave blank to play on.'}
            error={endError}
            onChange={(value) => {
              setEnd(value);
              report('cue', start, value);
            }}
          />
        </>
      ) : null}
    </div>
  );
}

/** The video as a command target: what the command button's dialog lists and edits. @public */
export const videoCommandTarget: CommandTargetDeclaration = {
  label: videoTargetLabel,
  messageEditor: { title: VIDEO_COMMAND_EDITOR_TITLE, component: VideoCommandEditor },
};
