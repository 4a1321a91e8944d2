import { useState, type FormEvent, type ReactNode } from 'react';
import { DialogButtons, ModalDialog, type EditorServices } from '@quire/plugin-sdk/authoring';
import { videoFields, videoSettingsProblems, type VideoSettings } from '../common/video-settings.js';
import { SettingsTabs } from './settings-tabs.js';
import { VideoAccessibilityTab } from './video-accessibility-tab.js';
import { VideoPosterTab } from './video-poster-tab.js';
import { VideoSizeTab } from './video-size-tab.js';
import { VideoSourceTab } from './video-source-tab.js';

export interface VideoSettingsDialogProps {
  readonly initial: VideoSettings;
  readonly pickMedia: EditorServices['pickMedia'];
  /** The element fields to store; an `undefined` field is removed. */
  readonly onSave: (fields: Record<string, unknown>) => void;
  readonly onCancel: () => void;
}

/**
 * The video's settings (spec authoring §2 "Video settings with four tabs"): Video Source,
 * Accessibility, Poster Image and Size. Save stays disabled while something would make
 * the video invalid (no source, an unsafe address, a caption track without its file, a
 * size that is not a whole number); Cancel and Escape leave the video as it was.
 * @public
 */
export function VideoSettingsDialog({ initial, pickMedia, onSave, onCancel }: VideoSettingsDialogProps): ReactNode {
  // A video without sources opens with one empty source row to type into.
  const [settings, setSettings] = useState<VideoSettings>(() => (initial.sources.length > 0 ? initial : { ...initial, sources: [''] }));
  const change = (patch: Partial<VideoSettings>) => setSettings((current) => ({ ...current, ...patch }));
  const problems = videoSettingsProblems(settings);
  const canSave = Object.keys(problems).length === 0;
  const tabProps = { settings, change, pickMedia, problems };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (canSave) onSave(videoFields(settings));
  };

  return (
    <ModalDialog title="Video Settings" onClose={onCancel} restoreFocus>
      <form onSubmit={save} style={{ display: 'grid', gap: 12 }}>
        <SettingsTabs
          label="Video settings"
          tabs={[
            { label: 'Video Source', content: <VideoSourceTab {...tabProps} /> },
            { label: 'Accessibility', content: <VideoAccessibilityTab {...tabProps} /> },
            { label: 'Poster Image', content: <VideoPosterTab {...tabProps} /> },
            { label: 'Size', content: <VideoSizeTab {...tabProps} /> },
          ]}
        />
        <DialogButtons onCancel={onCancel} submitLabel="Save" submitDisabled={!canSave} />
      </form>
    </ModalDialog>
  );
}
