import type { ReactNode } from 'react';
import { framedPageAddress, framedPageSandbox, parseMediaDimension, titleText } from '@quire/plugin-sdk';
import type { IframeElement } from '../common/iframe-schema.js';
import type { DeliveryElementProps } from '@quire/plugin-sdk/delivery';

/** The frame's height when the author left it blank: room for a page's first screen. @public */
export const DEFAULT_IFRAME_HEIGHT_PX = 480;

/**
 * An iframe for learners: a lazily loaded, sandboxed frame sending no referrer, named by
 * its caption, with the caption under it. A page from this site gets no
 * `allow-same-origin`, so its script cannot act as the learner. A frame without a safe
 * address shows nothing.
 * @public
 */
export function IframeView({ element }: DeliveryElementProps): ReactNode {
  const frame = element as IframeElement;
  const address = framedPageAddress(frame.src);
  if (!address) return null;
  const width = parseMediaDimension(frame.width);
  const height = parseMediaDimension(frame.height);
  const caption = titleText(frame.caption);
  const siteOrigin = typeof window === 'undefined' ? undefined : window.location.origin;
  return (
    <figure className="iframe-embed">
      <iframe
        src={address}
        title={caption || 'Embedded content'}
        width={width}
        height={height ?? DEFAULT_IFRAME_HEIGHT_PX}
        loading="lazy"
        sandbox={framedPageSandbox(address, siteOrigin)}
        referrerPolicy="no-referrer"
        style={{ width: width ? `${width}px` : '100%', maxWidth: '100%', border: 0 }}
      />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}
