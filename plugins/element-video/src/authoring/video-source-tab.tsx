import { useId, type ReactNode } from 'react';
import { videoContentType } from '@quire/plugin-sdk';
import { ProblemNote } from './problem-note.js';
import { removeAt, replaceAt } from './list-edits.js';
import type { VideoSettingsTabProps } from './video-settings-tab-props.js';

/**
 * The 'Video Source' tab: the video's sources, each an address typed or chosen with the
 * 'Select Video' picker, shown with the type the player will give it (spec authoring §9
 * "Video extension mapping"); sources can be added and removed.
 * @public
 */
export function VideoSourceTab({ settings, change, pickMedia, problems }: VideoSettingsTabProps): ReactNode {
  const problemId = useId();
  const setSource = (index: number, url: string) => change({ sources: replaceAt(settings.sources, index, url) });

  const select = async (index: number) => {
    const current = settings.sources[index].trim();
    const picked = await pickMedia({ title: 'Select Video', mediaTypes: ['video'], currentUrl: current || undefined });
    if (picked) setSource(index, picked.url);
  };

  return (
    <>
      {settings.sources.map((url, index) => (
        <div key={index} role="group" aria-label={`Source ${index + 1}`} style={{ display: 'flex', gap: 8, alignItems: 'end', flexWrap: 'wrap' }}>
          <label style={{ display: 'grid', flex: '1 1 260px' }}>
            {`Source ${index + 1} URL`}
            <input type="text" value={url} aria-describedby={problems.sources ? problemId : undefined} onChange={(event) => setSource(index, event.target.value)} />
          </label>
          <span>{url.trim() ? `Type: ${videoContentType(url)}` : null}</span>
          <button type="button" aria-label={`Select video for source ${index + 1}`} onClick={() => void select(index)}>
            Select
          </button>
          <button type="button" aria-label={`Remove source ${index + 1}`} onClick={() => change({ sources: removeAt(settings.sources, index) })}>
            Remove
          </button>
        </div>
      ))}
      <div>
        <button type="button" onClick={() => change({ sources: [...settings.sources, ''] })}>
          Add source
        </button>
      </div>
      <ProblemNote id={problemId} problem={problems.sources} />
    </>
  );
}
