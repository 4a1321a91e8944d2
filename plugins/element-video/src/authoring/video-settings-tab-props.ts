import type { EditorServices } from '@quire/plugin-sdk/authoring';
import type { VideoSettings, VideoSettingsProblems } from '../common/video-settings.js';

/** What each tab of the video settings dialog gets. @public */
export interface VideoSettingsTabProps {
  readonly settings: VideoSettings;
  readonly change: (patch: Partial<VideoSettings>) => void;
  readonly pickMedia: EditorServices['pickMedia'];
  readonly problems: VideoSettingsProblems;
}
