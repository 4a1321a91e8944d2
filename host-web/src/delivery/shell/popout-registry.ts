import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PopoutComponentName, PopoutComponentProps } from './navbar-links.js';

/**
 * The components a popout panel draws, by the name a navbar link gives (delivery §3). Each
 * is downloaded the first time a panel shows it.
 */
export const POPOUT_COMPONENTS: { readonly [Name in PopoutComponentName]: LazyExoticComponent<ComponentType<PopoutComponentProps[Name]>> } = {
  CourseContentOutline: lazy(() => import('./course-content-popout.js').then((m) => ({ default: m.CourseContentPopout }))),
};

/** The component for a name, or undefined for a name no component has (a link built from data). */
export function popoutComponent(name: string): LazyExoticComponent<ComponentType<Record<string, unknown>>> | undefined {
  return Object.hasOwn(POPOUT_COMPONENTS, name)
    ? (POPOUT_COMPONENTS[name as PopoutComponentName] as unknown as LazyExoticComponent<ComponentType<Record<string, unknown>>>)
    : undefined;
}
