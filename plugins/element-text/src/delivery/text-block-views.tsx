import type { ReactNode } from 'react';
import type { DeliveryElementProps } from '@quire/plugin-sdk/delivery';
import type { HeadingKind } from '../common/text-kinds.js';

/** @public */
export function ParagraphView({ children }: DeliveryElementProps): ReactNode {
  return <p>{children}</p>;
}

/** @public */
export function BlockquoteView({ children }: DeliveryElementProps): ReactNode {
  return <blockquote>{children}</blockquote>;
}

function headingView(Tag: HeadingKind): (props: DeliveryElementProps) => ReactNode {
  function HeadingView({ children }: DeliveryElementProps): ReactNode {
    return <Tag>{children}</Tag>;
  }
  HeadingView.displayName = `HeadingView(${Tag})`;
  return HeadingView;
}

/** One static view per heading level, keyed by kind. @public */
export const HEADING_VIEWS: Readonly<Record<HeadingKind, (props: DeliveryElementProps) => ReactNode>> = {
  h1: headingView('h1'),
  h2: headingView('h2'),
  h3: headingView('h3'),
  h4: headingView('h4'),
  h5: headingView('h5'),
  h6: headingView('h6'),
};
