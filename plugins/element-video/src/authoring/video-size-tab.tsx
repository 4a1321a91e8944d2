import { useId, type ReactNode } from 'react';
import { ProblemNote } from './problem-note.js';
import type { VideoSettingsTabProps } from './video-settings-tab-props.js';

/**
 * The 'Size' tab: the player's width and height in pixels, whole numbers, or blank for
 * the default (the video's own size, within the page).
 * @public
 */
export function VideoSizeTab({ settings, change, problems }: VideoSettingsTabProps): ReactNode {
  const hintId = useId();
  const widthProblemId = useId();
  const heightProblemId = useId();
  const describedBy = (problem: string | undefined, problemId: string) => (problem ? `${hintId} ${problemId}` : hintId);
  return (
    <>
      <p id={hintId} style={{ margin: 0 }}>
        Leave blank for default.
      </p>
      <div style={{ display: 'flex', gap: 12 }}>
        <label style={{ display: 'grid', width: '8em' }}>
          Width
          <input
            type="text"
            inputMode="numeric"
            value={settings.width}
            aria-invalid={problems.width ? true : undefined}
            aria-describedby={describedBy(problems.width, widthProblemId)}
            onChange={(event) => change({ width: event.target.value })}
          />
        </label>
        <label style={{ display: 'grid', width: '8em' }}>
          Height
          <input
            type="text"
            inputMode="numeric"
            value={settings.height}
            aria-invalid={problems.height ? true : undefined}
            aria-describedby={describedBy(problems.height, heightProblemId)}
            onChange={(event) => change({ height: event.target.value })}
          />
        </label>
      </div>
      <ProblemNote id={widthProblemId} problem={problems.width} />
      <ProblemNote id={heightProblemId} problem={problems.height} />
    </>
  );
}
