import { isSafeUrl, type Element } from '@quire/plugin-sdk';
import { storedImageDimension } from './image-size.js';

/** What an image element draws: the attributes of its `<img>`. @public */
export interface ImageAttributes {
  readonly src: string;
  /** The author's description; '' marks the image as decorative. */
  readonly alt: string;
  readonly width?: number;
  readonly height?: number;
}

/**
 * The `<img>` attributes of an image element, or `undefined` when it has no source to
 * show (unset, blank, or an unsafe address that slipped past validation). Width and
 * height appear only when they are whole numbers.
 * @public
 */
export function imageAttributes(element: Element): ImageAttributes | undefined {
  const src = typeof element.src === 'string' ? element.src.trim() : '';
  if (src === '' || !isSafeUrl(src)) return undefined;
  const width = storedImageDimension(element.width);
  const height = storedImageDimension(element.height);
  return {
    src,
    alt: typeof element.alt === 'string' ? element.alt : '',
    ...(width === undefined ? {} : { width }),
    ...(height === undefined ? {} : { height }),
  };
}
