import { useId, type ReactNode } from 'react';
import type { DeliveryElementProps } from '@quire/plugin-sdk/delivery';
import { deliveredAudio } from '../common/delivered-audio.js';

/**
 * An audio clip for learners: the browser's player with its caption under it. The
 * alternative text names the player, and the caption describes it (or names it when
 * there is no alternative text). A clip without a usable file shows nothing.
 * @public
 */
export function AudioView({ element }: DeliveryElementProps): ReactNode {
  const { src, alt, caption } = deliveredAudio(element);
  const captionId = useId();
  if (!src) return null;
  const captioned = caption !== '';
  return (
    <figure className="audio-player">
      <audio
        controls
        preload="metadata"
        src={src}
        aria-label={alt || (captioned ? undefined : 'Audio')}
        aria-labelledby={!alt && captioned ? captionId : undefined}
        aria-describedby={alt && captioned ? captionId : undefined}
      />
      {captioned ? <figcaption id={captionId}>{caption}</figcaption> : null}
    </figure>
  );
}
