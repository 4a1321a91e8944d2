import { useEffect, useRef, useState, type ReactNode } from 'react';
import { urlFileName, type Element } from '@quire/plugin-sdk';
import { useCommandTarget, useDeliveryContext, type DeliveryElementProps } from '@quire/plugin-sdk/delivery';
import { deliveredVideo, type DeliveredVideo } from '../common/delivered-video.js';
import { parseVideoCommand, type VideoCommand } from '../common/video-command.js';
import { VideoControls } from './video-controls.js';
import { VideoEventTracker, type MediaReading } from './video-event-tracker.js';

/** What a video without sources shows (spec delivery §5). @public */
export const CHOOSE_VIDEO_PLACEHOLDER = 'Choose Video';

/**
 * A video for learners (delivery §2): the video with its sources, caption tracks and
 * poster, and a control bar of its own. What the learner does is sent as learning events
 * (delivery §7) through the delivery context's `emit`. It is a command target: a command
 * button's 'play' or 'pause' sent to the element's id through the page's message bus plays or
 * pauses it, and a cue point plays from its start and pauses at its end (delivery §4). A
 * video without a source shows the 'Choose Video' placeholder.
 * @public
 */
export function VideoPlayer({ element }: DeliveryElementProps): ReactNode {
  const video = deliveredVideo(element);
  if (video.sources.length === 0) {
    return (
      <div className="video-placeholder" style={{ padding: 24, border: '2px dashed #b9c0cc', borderRadius: 6, textAlign: 'center' }}>
        {CHOOSE_VIDEO_PLACEHOLDER}
      </div>
    );
  }
  return <VideoWithControls element={element} video={video} />;
}

function playMedia(media: HTMLVideoElement): void {
  // play() refuses when the browser blocks playing or the source fails; the 'play' event never comes then.
  void media.play()?.catch(() => undefined);
}

function VideoWithControls({ element, video }: { readonly element: Element; readonly video: DeliveredVideo }): ReactNode {
  const media = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const { emit } = useDeliveryContext();
  const emitLatest = useRef(emit);
  useEffect(() => {
    emitLatest.current = emit;
  });
  const [tracker] = useState(
    () => new VideoEventTracker({ title: video.alt || urlFileName(video.sources[0].url), elementId: element.id }, (event) => emitLatest.current?.(event)),
  );
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [captionTrack, setCaptionTrack] = useState(-1);
  const [fullscreen, setFullscreen] = useState(false);
  /** Where a cue point being played stops. */
  const cueEnd = useRef<number | undefined>(undefined);

  useEffect(() => {
    const follow = () => setFullscreen(document.fullscreenElement != null && document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);

  // The page's command buttons reach the player by its element id (the SDK's message bus).
  useCommandTarget(element.id, (message) => {
    const command = parseVideoCommand(message);
    const player = media.current;
    if (!command || !player) return false;
    obey(player, command);
    return true;
  });

  const obey = (player: HTMLVideoElement, command: VideoCommand) => {
    if (command.kind === 'pause') {
      cueEnd.current = undefined;
      player.pause();
      return;
    }
    if (command.kind === 'cue') {
      player.currentTime = command.range.start;
      setTime(command.range.start);
      cueEnd.current = command.range.end;
    }
    playMedia(player);
  };

  const reading = (player: HTMLVideoElement): MediaReading => ({
    currentTime: player.currentTime,
    duration: player.duration,
    url: player.currentSrc || video.sources[0].url,
    captionsOn: captionTrack >= 0,
  });

  const seek = (seconds: number) => {
    const player = media.current;
    if (!player) return;
    // The learner took over: a cue point being played no longer stops the video.
    cueEnd.current = undefined;
    player.currentTime = seconds;
    setTime(seconds);
  };

  const showCaptions = (index: number) => {
    const tracks = media.current?.textTracks;
    for (let i = 0; tracks && i < tracks.length; i++) tracks[i].mode = i === index ? 'showing' : 'disabled';
    setCaptionTrack(index);
  };

  return (
    <div ref={frame} className="video-player" role="group" aria-label={video.alt || 'Video'} style={{ maxWidth: video.width ?? '100%' }}>
      <video
        ref={media}
        poster={video.poster}
        preload="metadata"
        playsInline
        width={video.width}
        height={video.height}
        style={{ display: 'block', maxWidth: '100%', width: video.width ? undefined : '100%', background: '#000' }}
        onClick={(event) => (event.currentTarget.paused ? playMedia(event.currentTarget) : event.currentTarget.pause())}
        onPlay={(event) => {
          setPlaying(true);
          tracker.played(reading(event.currentTarget));
        }}
        onPause={(event) => {
          setPlaying(false);
          tracker.paused(reading(event.currentTarget));
        }}
        onSeeking={() => tracker.seeking()}
        onSeeked={(event) => {
          setTime(event.currentTarget.currentTime);
          tracker.seeked(reading(event.currentTarget));
        }}
        onTimeUpdate={(event) => {
          const player = event.currentTarget;
          setTime(player.currentTime);
          tracker.progressed(reading(player));
          if (cueEnd.current !== undefined && player.currentTime >= cueEnd.current) {
            cueEnd.current = undefined;
            player.pause();
          }
        }}
        onEnded={(event) => {
          setPlaying(false);
          cueEnd.current = undefined;
          tracker.ended(reading(event.currentTarget));
        }}
        onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
        onRateChange={(event) => setSpeed(event.currentTarget.playbackRate)}
      >
        {video.sources.map((source) => (
          <source key={source.url} src={source.url} type={source.type} />
        ))}
        {video.captions.map((track) => (
          <track key={track.src} kind="captions" src={track.src} label={track.label} srcLang={track.languageCode} />
        ))}
      </video>
      <VideoControls
        playing={playing}
        muted={muted}
        time={time}
        duration={duration}
        speed={speed}
        captions={video.captions}
        captionTrack={captionTrack}
        fullscreen={fullscreen}
        onTogglePlay={() => {
          const player = media.current;
          if (player) (player.paused ? playMedia(player) : player.pause());
        }}
        onToggleMute={() => {
          const player = media.current;
          if (!player) return;
          player.muted = !player.muted;
          setMuted(player.muted);
        }}
        onSeek={seek}
        onSpeed={(next) => {
          if (media.current) media.current.playbackRate = next;
          setSpeed(next);
        }}
        onCaptions={showCaptions}
        onToggleFullscreen={() => {
          if (document.fullscreenElement) void document.exitFullscreen?.();
          else void frame.current?.requestFullscreen?.()?.catch(() => undefined);
        }}
      />
    </div>
  );
}
