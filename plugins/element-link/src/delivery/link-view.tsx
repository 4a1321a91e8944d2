import type { ReactNode } from 'react';
import { useDeliveryContext, type DeliveryElementProps } from '@quire/plugin-sdk/delivery';
import { deliveredLink } from '../common/link-href.js';

/**
 * A link for learners: a course page link stays in the window and leads to the lesson of
 * the current section; a web address opens in a new tab that cannot reach back into the
 * course. An unsafe address shows just the text.
 * @public
 */
export function LinkView({ element, children }: DeliveryElementProps): ReactNode {
  const { sectionSlug } = useDeliveryContext();
  const link = deliveredLink(typeof element.href === 'string' ? element.href : '', sectionSlug);
  if (!link) return <>{children}</>;
  if (link.opensNewTab) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <a href={link.href}>{children}</a>;
}
