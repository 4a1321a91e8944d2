import type { ReactNode } from 'react';
import type { Descendant } from '@quire/plugin-sdk';
import { speakerOf, type DialogSpeakerView, type DialogView } from '../common/read-dialog.js';

/** Props of {@link DialogTranscript}. @public */
export interface DialogTranscriptProps {
  readonly dialog: DialogView;
  /** Draws a line's rich content: the page's delivery views for learners, a plain copy in the editor's preview. */
  readonly renderText: (nodes: readonly Descendant[]) => ReactNode;
  /**
   * Said in place of the name on a line whose speaker is unknown (the editor's preview marks
   * it for the author); learners get no name there.
   */
  readonly unknownSpeakerLabel?: string;
}

function Portrait({ speaker }: { readonly speaker: DialogSpeakerView | undefined }): ReactNode {
  if (!speaker) return <span className="dialog-portrait dialog-portrait-none" aria-hidden="true" />;
  const name = speaker.name.trim();
  if (speaker.image) return <img className="dialog-portrait" src={speaker.image} alt={name} />;
  // Without a picture, the name's first letter holds the place; the name itself follows.
  return (
    <span className="dialog-portrait dialog-portrait-initial" aria-hidden="true">
      {Array.from(name)[0]?.toUpperCase() ?? ''}
    </span>
  );
}

/**
 * A dialog as learners read it: the title as the figure's caption, then each line in order
 * with its speaker's portrait (its alternative text is the name) and name, then what they
 * say. A line whose speaker is unknown has no portrait and no name.
 * @public
 */
export function DialogTranscript({ dialog, renderText, unknownSpeakerLabel }: DialogTranscriptProps): ReactNode {
  return (
    <figure className="dialog">
      {dialog.title ? <figcaption className="dialog-title">{dialog.title}</figcaption> : null}
      {dialog.lines.length > 0 ? (
        <ol className="dialog-lines">
          {dialog.lines.map((line, index) => {
            const speaker = speakerOf(dialog, line);
            const name = speaker?.name.trim() ?? '';
            return (
              <li key={line.id ?? index} className={speaker ? 'dialog-line' : 'dialog-line dialog-line-unknown-speaker'}>
                <Portrait speaker={speaker} />
                <div className="dialog-line-body">
                  {name ? <p className="dialog-speaker">{name}</p> : null}
                  {!speaker && unknownSpeakerLabel ? <p className="dialog-speaker dialog-speaker-unknown">{unknownSpeakerLabel}</p> : null}
                  <div className="dialog-text">{renderText(line.children)}</div>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
    </figure>
  );
}
