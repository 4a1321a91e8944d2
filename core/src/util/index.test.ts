import { describe, expect, it } from 'vitest';
import * as util from './index.js';

describe('util index', () => {
  it('re-exports every helper', () => {
    expect(Object.keys(util).sort()).toEqual(
      [
        'INTERNAL_LINK_PREFIX',
        'MIN_RESIZE_PX',
        'clampResize',
        'codeLanguages',
        'createId',
        'cueRange',
        'cueTimeToSeconds',
        'ellipsis',
        'externalHref',
        'formatCueTime',
        'internalLinkHref',
        'isInternalLink',
        'isYoutubeUrl',
        'learnerLinkHref',
        'linkOpensInNewTab',
        'middleEllipsis',
        'numberToLetters',
        'parseCueTime',
        'parseImageWidth',
        'parseLinkWidth',
        'parseVideoDimension',
        'relativeTimeLabel',
        'secondsToCueTime',
        'slugFromInternalLink',
        'truncateUrl',
        'videoContentType',
        'webpageSrc',
        'youtubeEmbedUrl',
        'youtubeIdFromUrl',
        'youtubeWatchUrl',
      ].sort(),
    );
  });
});
