import type { ReactNode } from 'react';
import { titleText } from '@quire/plugin-sdk';
import type { DeliveryElementProps } from '@quire/plugin-sdk/delivery';

/**
 * A figure for learners: `<figure>` with its title as the `<figcaption>` above its content,
 * so assistive technology names the figure by it. A figure without a title has no caption.
 * @public
 */
export function FigureView({ element, children }: DeliveryElementProps): ReactNode {
  const title = titleText(element.title);
  return (
    <figure className="figure">
      {title ? <figcaption className="figure-title">{title}</figcaption> : null}
      <div className="figure-content">{children}</div>
    </figure>
  );
}
