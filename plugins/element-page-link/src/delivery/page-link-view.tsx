import type { ReactNode } from 'react';
import { internalLinkHref, learnerLinkHref } from '@quire/plugin-sdk';
import { useDeliveryContext, type DeliveryElementProps } from '@quire/plugin-sdk/delivery';
import { keptTitle, linkedPage } from '../common/linked-page.js';
import { isPageLinkPurpose, purposeLabel } from '../common/page-link-purposes.js';

/** What a learner reads for a link whose page is gone and whose title was not kept. @public */
export const UNKNOWN_PAGE_TEXT = 'A page that is not part of the course';

/**
 * A page link for learners: the purpose, then the page's current title linking to the page
 * in the learner's own section (`/sections/{sectionSlug}/lesson/{slug}`). A page that is no
 * longer in the course, or not published in the section, is plain text: its title as the
 * author chose it. Where the host does not say which pages the course has (the author's
 * preview), the kept title is shown as plain text too.
 * @public
 */
export function PageLinkView({ element }: DeliveryElementProps): ReactNode {
  const { sectionSlug, coursePages } = useDeliveryContext();
  const purpose = purposeLabel(element.purpose);
  const page = coursePages ? linkedPage(element, coursePages) : undefined;
  // Only a purpose of the list becomes a class: stored text never reaches the markup's attributes.
  const purposeClass = isPageLinkPurpose(element.purpose) ? ` page-link-${element.purpose}` : '';
  return (
    <div className={`page-link${purposeClass}${page ? '' : ' page-link-unavailable'}`}>
      {purpose ? <span className="page-link-purpose">{`${purpose}:`}</span> : null}
      {purpose ? ' ' : null}
      {page ? (
        <a className="page-link-title" href={learnerLinkHref(internalLinkHref(page.slug), sectionSlug)}>
          {page.title}
        </a>
      ) : (
        <span className="page-link-title">{keptTitle(element) ?? UNKNOWN_PAGE_TEXT}</span>
      )}
    </div>
  );
}
