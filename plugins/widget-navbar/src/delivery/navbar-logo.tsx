import type { NavbarAppLinkProps } from '@quire/plugin-sdk/delivery';
import type { ComponentType } from 'react';

/** Quire's logo for the light theme and for the dark one (served by the web app under /images). */
export const LOGO_SRC = '/images/quire-logo.svg';
export const DARK_LOGO_SRC = '/images/quire-logo-dark.svg';
export const LOGO_ALT = 'Quire';

/**
 * The side navigation's logo (delivery §2): both variants are in the page and the `dark`
 * class on the root shows one of them, so a theme change needs no re-render.
 */
export function NavbarLogo({ href, AppLink }: { readonly href: string; readonly AppLink: ComponentType<NavbarAppLinkProps> }) {
  return (
    <AppLink href={href} className="learner-logo">
      <img className="learner-logo-light" src={LOGO_SRC} alt={LOGO_ALT} width={120} height={32} />
      <img className="learner-logo-dark" src={DARK_LOGO_SRC} alt={LOGO_ALT} width={120} height={32} />
    </AppLink>
  );
}
