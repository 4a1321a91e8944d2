import type { NavbarProps } from '@quire/plugin-sdk/delivery';

/**
 * The navigation drawn while no Navbar widget is loaded, or when no installed plugin gives
 * one: the section's name, its plain links (a popout link has no panel to open here), and
 * the Tech Support button and account menu.
 */
export function PlainNavbar({ sectionTitle, homeHref, links, AppLink, techSupport, accountMenu }: NavbarProps) {
  return (
    <header className="learner-plain-navbar">
      <AppLink href={homeHref} className="learner-plain-navbar-title">
        {sectionTitle}
      </AppLink>
      <nav aria-label="Main">
        <ul>
          {links.flatMap((link) =>
            'href' in link
              ? [
                  <li key={link.name}>
                    <AppLink href={link.href} aria-current={link.active ? 'page' : undefined}>
                      {link.name}
                    </AppLink>
                  </li>,
                ]
              : [],
          )}
        </ul>
      </nav>
      <div className="learner-nav-footer">
        {techSupport}
        {accountMenu}
      </div>
    </header>
  );
}
