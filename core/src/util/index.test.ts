import { describe, expect, it } from 'vitest';
import * as util from './index.js';

describe('util index', () => {
  it('re-exports every helper', () => {
    expect(Object.keys(util).sort()).toEqual(
      [
        'INTERNAL_LINK_PREFIX',
        'LEAVE_BLANK_FOR_DEFAULT',
        'MAX_SLUG_BASE',
        'PIXEL_SIZE_MESSAGE',
        'createId',
        'ellipsis',
        'encodeComponent',
        'externalHref',
        'framedPageAddress',
        'internalLinkHref',
        'isInternalLink',
        'isRecord',
        'learnerLinkHref',
        'linkOpensInNewTab',
        'middleEllipsis',
        'numberToLetters',
        'parseImageWidth',
        'parseLinkWidth',
        'parseMediaDimension',
        'pixelSizeText',
        'readPixelSize',
        'relativeTimeLabel',
        'slugFromInternalLink',
        'slugify',
        'truncateUrl',
        'urlFileName',
        'videoContentType',
        'webpageSrc',
      ].sort(),
    );
  });
});
