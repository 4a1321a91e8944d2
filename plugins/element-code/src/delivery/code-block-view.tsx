import type { ReactNode } from 'react';
import { titleText } from '@quire/plugin-sdk';
import { CopyTextButton, type DeliveryElementProps } from '@quire/plugin-sdk/delivery';
import { CODE_LANGUAGES, type CodeLanguage } from '../common/code-languages.js';
import { codeText } from '../common/code-text.js';
import { highlightCode } from './highlight-code.js';

/** @public */
export const COPY_CODE_LABEL = 'Copy code';
/** @public */
export const CODE_COPIED_MESSAGE = 'Code copied to the clipboard';
/** @public */
export const CODE_NOT_COPIED_MESSAGE = 'Could not copy: select the code and copy it yourself';

const knownLanguage = (value: unknown): CodeLanguage | undefined =>
  CODE_LANGUAGES.find((language) => language === value);

/**
 * A code block as learners read it: the source highlighted on the server, in a box that
 * scrolls past 1000 px (reachable from the keyboard, so it can be scrolled without a
 * pointer), a caption, and a button that copies the source exactly.
 * @public
 */
export function CodeBlockView({ element }: DeliveryElementProps): ReactNode {
  const language = knownLanguage(element.language);
  const caption = titleText(element.caption);
  const sourceId = `code-${element.id ?? 'block'}`;
  const label = caption ? `${language ?? 'Code'}: ${caption}` : `${language ?? 'Code'} code`;
  return (
    <figure className="code-block" data-language={language}>
      <div className="code-block-scroll" tabIndex={0} role="region" aria-label={label}>
        <pre className="code-block-pre">
          <code id={sourceId}>
            {highlightCode(codeText(element), language).map((run, index) =>
              run.className ? (
                <span key={index} className={run.className}>
                  {run.text}
                </span>
              ) : (
                run.text
              ),
            )}
          </code>
        </pre>
      </div>
      <div className="code-block-bar">
        <CopyTextButton className="code-block-copy" targetId={sourceId} label={COPY_CODE_LABEL} copiedMessage={CODE_COPIED_MESSAGE} failedMessage={CODE_NOT_COPIED_MESSAGE} />
      </div>
      {caption ? <figcaption className="code-block-caption">{caption}</figcaption> : null}
    </figure>
  );
}
