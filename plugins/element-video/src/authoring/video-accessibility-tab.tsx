import { useId, type ReactNode } from 'react';
import { newCaptionTrack, type CaptionTrackSettings } from '../common/video-settings.js';
import { ProblemNote } from './problem-note.js';
import { removeAt, replaceAt } from './list-edits.js';
import type { VideoSettingsTabProps } from './video-settings-tab-props.js';

/**
 * The 'Accessibility' tab: the video's alternative text and its caption tracks, each a
 * label, a language code and a captions file (WebVTT, from the picker or typed). A new
 * track starts as 'English Subtitles', en (spec authoring §9).
 * @public
 */
export function VideoAccessibilityTab({ settings, change, pickMedia, problems }: VideoSettingsTabProps): ReactNode {
  const problemId = useId();
  const setTrack = (index: number, patch: Partial<CaptionTrackSettings>) =>
    change({ captions: replaceAt(settings.captions, index, { ...settings.captions[index], ...patch }) });

  const select = async (index: number) => {
    const current = settings.captions[index].src.trim();
    const picked = await pickMedia({ title: 'Select Captions', mediaTypes: ['captions'], currentUrl: current || undefined });
    if (picked) setTrack(index, { src: picked.url });
  };

  return (
    <>
      <label style={{ display: 'grid' }}>
        Alternative text
        <input type="text" value={settings.alt} onChange={(event) => change({ alt: event.target.value })} />
      </label>
      <fieldset style={{ display: 'grid', gap: 8 }}>
        <legend>Caption tracks</legend>
        {settings.captions.length === 0 ? <p style={{ margin: 0 }}>No caption tracks.</p> : null}
        {settings.captions.map((track, index) => (
          <div key={index} role="group" aria-label={`Caption track ${index + 1}`} style={{ display: 'flex', gap: 8, alignItems: 'end', flexWrap: 'wrap' }}>
            <label style={{ display: 'grid' }}>
              Label
              <input type="text" value={track.label} onChange={(event) => setTrack(index, { label: event.target.value })} />
            </label>
            <label style={{ display: 'grid', width: '7em' }}>
              Language code
              <input type="text" value={track.languageCode} onChange={(event) => setTrack(index, { languageCode: event.target.value })} />
            </label>
            <label style={{ display: 'grid', flex: '1 1 200px' }}>
              Captions file
              <input
                type="text"
                value={track.src}
                aria-describedby={problems.captions ? problemId : undefined}
                onChange={(event) => setTrack(index, { src: event.target.value })}
              />
            </label>
            <button type="button" aria-label={`Select captions file for track ${index + 1}`} onClick={() => void select(index)}>
              Select
            </button>
            <button type="button" aria-label={`Remove caption track ${index + 1}`} onClick={() => change({ captions: removeAt(settings.captions, index) })}>
              Remove
            </button>
          </div>
        ))}
        <div>
          <button type="button" onClick={() => change({ captions: [...settings.captions, newCaptionTrack()] })}>
            Add caption track
          </button>
        </div>
        <ProblemNote id={problemId} problem={problems.captions} />
      </fieldset>
    </>
  );
}
