import type { ReactNode } from 'react';
import { titleText } from '@quire/plugin-sdk';
import type { DeliveryElementProps } from '@quire/plugin-sdk/delivery';
import { imageAttributes, type ImageAttributes } from '../common/image-attributes.js';

// Scales down to the column it sits in; the width and height attributes keep its shape.
const FITS_COLUMN = { maxWidth: '100%', height: 'auto' } as const;

function LearnerImage({ image }: { readonly image: ImageAttributes }): ReactNode {
  return (
    <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" style={FITS_COLUMN} />
  );
}

/**
 * A block image for learners: a figure with its caption when there is one. An image with
 * no source yet has nothing to show a learner and draws nothing.
 * @public
 */
export function ImageView({ element }: DeliveryElementProps): ReactNode {
  const image = imageAttributes(element);
  if (!image) return null;
  const caption = titleText(element.caption);
  return (
    <figure className="image">
      <LearnerImage image={image} />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}

/** An image inside a line of text, for learners. @public */
export function InlineImageView({ element }: DeliveryElementProps): ReactNode {
  const image = imageAttributes(element);
  return image ? <LearnerImage image={image} /> : null;
}
