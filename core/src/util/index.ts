/**
 * Small pure helpers shared by authoring and delivery: text shortening, labels, links,
 * URL encoding, framed pages, size and time parsing, ids. No DOM, Node or React dependencies.
 * @packageDocumentation
 */
export { createId } from './create-id.js';
export { isRecord } from './is-record.js';
export { ellipsis } from './ellipsis.js';
export { encodeComponent } from './encode-component.js';
export { externalHref } from './external-href.js';
export { framedPageAddress } from './framed-page-address.js';
export { internalLinkHref } from './internal-link-href.js';
export { INTERNAL_LINK_PREFIX, isInternalLink } from './is-internal-link.js';
export { learnerLinkHref, type PageLinkParams } from './learner-link-href.js';
export { linkOpensInNewTab } from './link-opens-in-new-tab.js';
export { middleEllipsis } from './middle-ellipsis.js';
export { numberToLetters } from './number-to-letters.js';
export { MAX_SLUG_BASE, slugify } from './slugify.js';
export { parseImageWidth } from './parse-image-width.js';
export { parseLinkWidth } from './parse-link-width.js';
export { parseMediaDimension } from './parse-media-dimension.js';
export { pixelSizeText } from './pixel-size-text.js';
export { LEAVE_BLANK_FOR_DEFAULT, PIXEL_SIZE_MESSAGE, readPixelSize, type PixelSize } from './read-pixel-size.js';
export { relativeTimeLabel } from './relative-time-label.js';
export { slugFromInternalLink } from './slug-from-internal-link.js';
export { truncateUrl } from './truncate-url.js';
export { urlFileName } from './url-file-name.js';
export { videoContentType } from './video-content-type.js';
export { webpageSrc } from './webpage-src.js';
