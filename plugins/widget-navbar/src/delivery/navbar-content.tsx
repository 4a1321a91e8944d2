import type { NavbarProps } from '@quire/plugin-sdk/delivery';
import { NavbarLinkList } from './navbar-link-list.js';
import { NavbarLogo } from './navbar-logo.js';

/**
 * What the side navigation holds, top to bottom (delivery §2): the logo, the section's
 * name, the links, the Tech Support button and the account menu. The side bar and the
 * narrow screens' drawer both draw it.
 */
export function NavbarContent({ sectionTitle, homeHref, links, path, AppLink, techSupport, accountMenu }: NavbarProps) {
  return (
    <div className="learner-nav-content">
      <NavbarLogo href={homeHref} AppLink={AppLink} />
      {sectionTitle ? <p className="learner-nav-title">{sectionTitle}</p> : null}
      <NavbarLinkList links={links} path={path} AppLink={AppLink} />
      <div className="learner-nav-footer">
        {techSupport}
        {accountMenu}
      </div>
    </div>
  );
}
