import type { ReactNode } from 'react';
import { parseMediaDimension, titleText } from '@quire/plugin-sdk';
import type { WebpageElement } from '../common/webpage-schema.js';
import type { DeliveryElementProps } from '@quire/plugin-sdk/delivery';
import { embeddedPageAddress, embeddedPageSandbox } from '../common/embedded-page.js';

/** The frame's height when the author left it blank: room for a page's first screen. @public */
export const DEFAULT_WEBPAGE_HEIGHT_PX = 480;

/**
 * An embedded web page for learners: a lazily loaded, sandboxed frame named by the
 * alternative text, sending no referrer, with its caption. A page from this site (the
 * media library) gets no `allow-same-origin`, so its script cannot act as the learner. An
 * embed without a safe address shows nothing.
 * @public
 */
export function WebpageView({ element }: DeliveryElementProps): ReactNode {
  const page = element as WebpageElement;
  const address = embeddedPageAddress(page.src, page.srcType);
  if (!address) return null;
  const width = parseMediaDimension(page.width);
  const height = parseMediaDimension(page.height);
  const caption = titleText(page.caption);
  const siteOrigin = typeof window === 'undefined' ? undefined : window.location.origin;
  return (
    <figure className="webpage-embed">
      <iframe
        src={address}
        title={page.alt?.trim() || caption || 'Embedded web page'}
        width={width}
        height={height ?? DEFAULT_WEBPAGE_HEIGHT_PX}
        loading="lazy"
        sandbox={embeddedPageSandbox(address, page.srcType, siteOrigin)}
        referrerPolicy="no-referrer"
        style={{ width: width ? `${width}px` : '100%', maxWidth: '100%', border: 0 }}
      />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}
