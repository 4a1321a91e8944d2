/**
 * The side navigation's links (delivery §3, Navbar link): a link to an address, marked
 * active on its own page, or a link that opens a popout panel drawing a named component
 * with its props.
 */
export type NavbarLink = NavbarHrefLink | NavbarPopoutLink;

export interface NavbarHrefLink {
  readonly name: string;
  readonly active?: boolean;
  readonly href: string;
}

export interface NavbarPopoutLink {
  readonly name: string;
  readonly popout: NavbarPopout;
}

/** The props of each component a popout panel can draw, by the component's name. */
export interface PopoutComponentProps {
  /** The section's Course Content outline; the current page is found from the address. */
  readonly CourseContentOutline: { readonly sectionSlug: string; readonly preview?: boolean };
}

export type PopoutComponentName = keyof PopoutComponentProps;

/** A component name with props of the matching shape. */
export type NavbarPopout = {
  readonly [Name in PopoutComponentName]: { readonly component: Name; readonly props: PopoutComponentProps[Name] };
}[PopoutComponentName];

export const isPopoutLink = (link: NavbarLink): link is NavbarPopoutLink => 'popout' in link;

/** A section's home (`/sections/{sectionSlug}`, or its preview). */
export const sectionHomePath = (sectionSlug: string, preview = false) => `/sections/${sectionSlug}${preview ? '/preview' : ''}`;

/** Home (active on the section's home) and Course Content (the outline, in a popout). */
export function defaultNavbarLinks(sectionSlug: string, pathname: string, preview = false): NavbarLink[] {
  const home = sectionHomePath(sectionSlug, preview);
  return [
    { name: 'Home', href: home, active: pathname === home || pathname === `${home}/` },
    { name: 'Course Content', popout: { component: 'CourseContentOutline', props: { sectionSlug, preview } } },
  ];
}
