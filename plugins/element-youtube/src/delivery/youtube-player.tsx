import { useRef, useState, type ReactNode } from 'react';
import { parseMediaDimension, titleText } from '@quire/plugin-sdk';
import type { YouTubeElement } from '../common/youtube-schema.js';
import { youtubeWatchUrl } from '../common/youtube-watch-url.js';
import { useDeliveryContext, usePluginSettings, type DeliveryElementProps } from '@quire/plugin-sdk/delivery';
import { youtubeEmbedOrigin } from '../common/youtube-embed-url.js';
import { youtubePlayerUrl } from '../common/youtube-player-url.js';
import { YOUTUBE_PLUGIN_ID, YOUTUBE_SETTING_DEFAULTS } from '../common/youtube-settings.js';
import { useYoutubePlayer, type PlayerEventKind } from './use-youtube-player.js';
import type { YoutubePlayback } from './youtube-playback.js';

/** The player's fallback message (spec delivery §8). @public */
export const YOUTUBE_PLAYBACK_FAILED_MESSAGE = 'Could not play YouTube video. Please refresh the page and try again.';
/** The link under it, to the video's watch page. @public */
export const WATCH_ON_YOUTUBE_LABEL = 'Watch this video on YouTube';
/** The contact-support note under it. @public */
export const YOUTUBE_SUPPORT_NOTE = 'If the video still does not play, contact support.';

/**
 * A YouTube video for learners (spec delivery §2, §4): the player (privacy-enhanced
 * unless the project's owner switched that setting off),
 * playing the cue from its start and paused at its end, or a fallback message with a link
 * to watch on YouTube when the player cannot play. Played, paused and completed are sent
 * as learner events. A video without an id shows nothing.
 * @public
 */
export function YoutubePlayer({ element }: DeliveryElementProps): ReactNode {
  const video = element as YouTubeElement;
  const videoId = video.src?.trim();
  return videoId ? <YoutubeFrame video={video} videoId={videoId} /> : null;
}

function YoutubeFrame({ video, videoId }: { video: YouTubeElement; videoId: string }): ReactNode {
  const { emit } = useDeliveryContext();
  const { privacyEnhanced } = usePluginSettings(YOUTUBE_PLUGIN_ID, YOUTUBE_SETTING_DEFAULTS);
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const watchUrl = youtubeWatchUrl(videoId);
  const title = video.alt?.trim() || 'YouTube video';

  const onEvent = (kind: PlayerEventKind, playback: YoutubePlayback) =>
    emit?.({
      type: 'video',
      category: 'video',
      event_type: kind,
      video_url: watchUrl,
      video_title: title,
      video_length: playback.duration,
      video_played_segments: playback.playedSegments(),
      video_progress: playback.progress(),
      video_time: playback.reportedTime,
      content_element_id: video.id,
    });
  const status = useYoutubePlayer(frame, loaded, { endTime: video.endTime, origin: youtubeEmbedOrigin(privacyEnhanced), onEvent });

  const width = parseMediaDimension(video.width);
  const caption = titleText(video.caption);
  return (
    <figure className="youtube-player">
      <iframe
        ref={frame}
        src={youtubePlayerUrl(videoId, video.startTime, video.endTime, { privacyEnhanced })}
        title={title}
        width={width}
        hidden={status === 'failed'}
        loading="lazy"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ width: width ? `${width}px` : '100%', maxWidth: '100%', height: 'auto', aspectRatio: '16 / 9', border: 0 }}
        onLoad={() => setLoaded(true)}
      />
      {status === 'failed' ? (
        <div className="youtube-player-fallback" role="alert">
          <p>{YOUTUBE_PLAYBACK_FAILED_MESSAGE}</p>
          <p>
            <a href={watchUrl} target="_blank" rel="noopener noreferrer">
              {WATCH_ON_YOUTUBE_LABEL}
            </a>
          </p>
          <p>{YOUTUBE_SUPPORT_NOTE}</p>
        </div>
      ) : null}
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}
