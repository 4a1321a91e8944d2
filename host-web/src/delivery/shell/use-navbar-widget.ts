import { useEffect, useState, type ComponentType } from 'react';
import { NAVBAR_WIDGET, type NavbarProps } from '@quire/plugin-sdk/delivery';
import { loadDeliveryViews } from '../../plugins/delivery-views.js';

type NavbarComponent = ComponentType<NavbarProps>;

/** The installed plugins' Navbar widget; null when none gives one. */
export type NavbarWidget = NavbarComponent | null;

const NAVBAR_KINDS = { elements: new Set<string>(), marks: new Set<string>(), activities: new Set<string>(), widgets: new Set([NAVBAR_WIDGET]) };

// Loaded once per visit: every later learner screen draws its navigation at once.
let known: NavbarWidget | undefined;
let loading: Promise<NavbarWidget> | undefined;

/**
 * Downloads the Navbar widget; a page drawn on the server loads it before its first render,
 * which then draws the navigation as the server did.
 */
export function loadNavbarWidget(): Promise<NavbarWidget> {
  loading ??= loadDeliveryViews(NAVBAR_KINDS).then(
    (views) => (known = (views.widget<NavbarProps>(NAVBAR_WIDGET) as NavbarComponent | undefined) ?? null),
  );
  return loading;
}

/**
 * The Navbar widget of the installed plugins: undefined while the first learner screen
 * downloads it (in parallel with the page's own data), then the widget, or null when no
 * plugin gives one.
 */
export function useNavbarWidget(): NavbarWidget | undefined {
  const [widget, setWidget] = useState<NavbarWidget | undefined>(() => known);
  useEffect(() => {
    if (widget !== undefined) return;
    let current = true;
    void loadNavbarWidget().then((loaded) => {
      if (current) setWidget(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [widget]);
  return widget;
}
