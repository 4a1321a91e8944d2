import { Fragment, type ReactNode } from 'react';
import { isElement, type Descendant, type Element } from '@quire/plugin-sdk';
import { INPUT_REF_KIND } from '../common/multi-input-kinds.js';

function holdsInputRef(node: Descendant): boolean {
  return isElement(node) && (node.type === INPUT_REF_KIND || node.children.some((child) => holdsInputRef(child as Descendant)));
}

/**
 * Draws the stem with each `input_ref` replaced by `renderInput(id)`. Content without a
 * reference goes to the host's `renderContent` whole; an element holding a reference is
 * drawn here (a paragraph as `<p>`, anything else as a `<div>` named by its kind) so the
 * inputs sit inline in the text around them.
 * @public
 */
export function renderStem(
  nodes: readonly Descendant[],
  renderContent: (nodes: readonly Descendant[]) => ReactNode,
  renderInput: (id: string) => ReactNode,
): ReactNode {
  const out: ReactNode[] = [];
  let run: Descendant[] = [];
  const flush = () => {
    if (run.length > 0) out.push(<Fragment key={`run-${out.length}`}>{renderContent(run)}</Fragment>);
    run = [];
  };
  for (const node of nodes) {
    if (!holdsInputRef(node)) {
      run.push(node);
      continue;
    }
    flush();
    const element = node as Element;
    const key = `el-${out.length}`;
    if (element.type === INPUT_REF_KIND) out.push(<Fragment key={key}>{renderInput(String(element.id))}</Fragment>);
    else {
      const children = renderStem(element.children as Descendant[], renderContent, renderInput);
      out.push(element.type === 'p' ? <p key={key}>{children}</p> : <div key={key} className={element.type}>{children}</div>);
    }
  }
  flush();
  return out;
}
