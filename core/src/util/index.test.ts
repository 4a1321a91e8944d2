import { describe, expect, it } from 'vitest';
import * as util from './index.js';

describe('util index', () => {
  it('re-exports every helper', () => {
    expect(Object.keys(util).sort()).toEqual(
      [
        'INTERNAL_LINK_PREFIX',
        'LEAVE_BLANK_FOR_DEFAULT',
        'MIN_RESIZE_PX',
        'PIXEL_SIZE_MESSAGE',
        'clampResize',
        'codeLanguages',
        'createId',
        'cueRange',
        'cueTimeToSeconds',
        'ellipsis',
        'encodeComponent',
        'externalHref',
        'formatCueTime',
        'framedPageAddress',
        'internalLinkHref',
        'isInternalLink',
        'isRecord',
        'learnerLinkHref',
        'linkOpensInNewTab',
        'middleEllipsis',
        'numberToLetters',
        'parseCueTime',
        'parseImageWidth',
        'parseLinkWidth',
        'parseVideoDimension',
        'pixelSizeText',
        'readPixelSize',
        'relativeTimeLabel',
        'secondsToCueTime',
        'slugFromInternalLink',
        'truncateUrl',
        'urlFileName',
        'videoContentType',
        'webpageSrc',
      ].sort(),
    );
  });
});
