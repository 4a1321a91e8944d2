import { lazy, Suspense, useCallback, useId, useState, type ComponentType, type KeyboardEvent } from 'react';
import { isNavbarPanelLink, type NavbarAppLinkProps, type NavbarWidgetLink } from '@quire/plugin-sdk/delivery';

// Downloaded when a learner first opens a popout.
const PopoutPanel = lazy(() => import('./popout-panel.js').then((m) => ({ default: m.PopoutPanel })));

/**
 * The side navigation's link list: links to pages (the active one marked as the current
 * page) and buttons opening a popout panel. Escape anywhere in the list or the panel
 * closes the panel and gives the focus back to its link.
 */
export function NavbarLinkList({
  links,
  path,
  AppLink,
}: {
  readonly links: readonly NavbarWidgetLink[];
  readonly path: string;
  readonly AppLink: ComponentType<NavbarAppLinkProps>;
}) {
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number>();
  const openerId = (index: number) => `${baseId}-link-${index}`;
  const panelId = `${baseId}-popout`;

  const close = useCallback(
    (refocus: boolean) => {
      if (refocus && openIndex !== undefined) document.getElementById(`${baseId}-link-${openIndex}`)?.focus();
      setOpenIndex(undefined);
    },
    [baseId, openIndex],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || openIndex === undefined) return;
    // The panel may be inside the drawer: Escape closes the panel, not the drawer too.
    event.stopPropagation();
    event.preventDefault();
    close(true);
  };

  const open = openIndex === undefined ? undefined : links[openIndex];
  return (
    <nav className="learner-nav-links" aria-label="Main" onKeyDown={onKeyDown}>
      <ul>
        {links.map((link, index) => (
          <li key={link.name}>
            {isNavbarPanelLink(link) ? (
              <button
                type="button"
                id={openerId(index)}
                className="learner-nav-link"
                aria-haspopup="dialog"
                aria-expanded={openIndex === index}
                aria-controls={openIndex === index ? panelId : undefined}
                onClick={() => setOpenIndex(openIndex === index ? undefined : index)}
              >
                {link.name}
              </button>
            ) : (
              <AppLink href={link.href} className={link.active ? 'learner-nav-link active' : 'learner-nav-link'} aria-current={link.active ? 'page' : undefined}>
                {link.name}
              </AppLink>
            )}
          </li>
        ))}
      </ul>
      {openIndex !== undefined && open && isNavbarPanelLink(open) ? (
        <Suspense fallback={null}>
          <PopoutPanel key={openIndex} id={panelId} title={open.name} path={path} openerId={openerId(openIndex)} onClose={close}>
            {open.panel()}
          </PopoutPanel>
        </Suspense>
      ) : null}
    </nav>
  );
}
