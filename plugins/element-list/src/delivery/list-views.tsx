import type { ReactNode } from 'react';
import type { DeliveryElementProps } from '@quire/plugin-sdk/delivery';
import { listStyleType } from '../common/list-style.js';
import { titleText } from '@quire/plugin-sdk';

/** `<ul>` with its marker style as `list-style-type`. @public */
export function BulletedListView({ element, children }: DeliveryElementProps): ReactNode {
  const style = listStyleType(element);
  return <ul style={style ? { listStyleType: style } : undefined}>{children}</ul>;
}

/** `<ol>` with its numbering style as `list-style-type`. @public */
export function NumberedListView({ element, children }: DeliveryElementProps): ReactNode {
  const style = listStyleType(element);
  return <ol style={style ? { listStyleType: style } : undefined}>{children}</ol>;
}

/** @public */
export function ListItemView({ children }: DeliveryElementProps): ReactNode {
  return <li>{children}</li>;
}

/**
 * `<dl>`; a titled list is a figure whose caption is the title, so assistive technology
 * announces the title with the list.
 * @public
 */
export function DescriptionListView({ element, children }: DeliveryElementProps): ReactNode {
  const title = titleText(element.title);
  if (!title) return <dl>{children}</dl>;
  return (
    <figure className="description-list">
      <figcaption>{title}</figcaption>
      <dl>{children}</dl>
    </figure>
  );
}

/** @public */
export function DescriptionTermView({ children }: DeliveryElementProps): ReactNode {
  return <dt>{children}</dt>;
}

/** @public */
export function DescriptionDefinitionView({ children }: DeliveryElementProps): ReactNode {
  return <dd>{children}</dd>;
}
