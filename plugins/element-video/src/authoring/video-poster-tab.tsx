import { useId, type ReactNode } from 'react';
import { isSafeUrl } from '@quire/plugin-sdk';
import { ProblemNote } from './problem-note.js';
import type { VideoSettingsTabProps } from './video-settings-tab-props.js';

/** The poster preview's height limit (spec delivery §9 "Poster preview maximum height 250"). @public */
export const POSTER_PREVIEW_MAX_HEIGHT = 250;

/**
 * The 'Poster Image' tab: the image shown before the video plays, typed or chosen with
 * the 'Select Image' picker, previewed at most 250 px high; it can be removed.
 * @public
 */
export function VideoPosterTab({ settings, change, pickMedia, problems }: VideoSettingsTabProps): ReactNode {
  const problemId = useId();
  const poster = settings.poster.trim();

  const select = async () => {
    const picked = await pickMedia({ title: 'Select Image', mediaTypes: ['image'], currentUrl: poster || undefined });
    if (picked) change({ poster: picked.url });
  };

  return (
    <>
      <div style={{ display: 'flex', gap: 8, alignItems: 'end', flexWrap: 'wrap' }}>
        <label style={{ display: 'grid', flex: '1 1 260px' }}>
          Poster image URL
          <input type="text" value={settings.poster} aria-describedby={problems.poster ? problemId : undefined} onChange={(event) => change({ poster: event.target.value })} />
        </label>
        <button type="button" aria-label="Select poster image" onClick={() => void select()}>
          Select
        </button>
        <button type="button" disabled={poster === ''} onClick={() => change({ poster: '' })}>
          Remove poster
        </button>
      </div>
      <ProblemNote id={problemId} problem={problems.poster} />
      {poster !== '' && isSafeUrl(poster) ? (
        <img src={poster} alt="Poster preview" style={{ maxHeight: POSTER_PREVIEW_MAX_HEIGHT, maxWidth: '100%', justifySelf: 'start' }} />
      ) : (
        <p style={{ margin: 0 }}>No poster image.</p>
      )}
    </>
  );
}
