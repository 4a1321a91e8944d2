import type { ReactNode } from 'react';
import type { DeliveryElementProps } from '@quire/plugin-sdk/delivery';
import { knownLanguageCode } from '../common/language-codes.js';

/**
 * Foreign text for learners: a span with its language, so a screen reader reads it in that
 * language's voice. The project's default language (an empty `lang`) and a code that names
 * no language of the list give no `lang`: the text is read as the page around it.
 * @public
 */
export function ForeignView({ element, children }: DeliveryElementProps): ReactNode {
  return (
    <span className="foreign-text" lang={knownLanguageCode(element.lang)}>
      {children}
    </span>
  );
}
