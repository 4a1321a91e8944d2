import { Link } from 'react-router';

/** Quire's logo for the light theme and for the dark one (host-web/public/images). */
export const DEFAULT_LOGO_SRC = '/images/quire-logo.svg';
export const DEFAULT_DARK_LOGO_SRC = '/images/quire-logo-dark.svg';
export const LOGO_ALT = 'Quire';

export interface NavbarLogoProps {
  /** Where the logo leads: the section's home. */
  readonly href: string;
  readonly src?: string;
  readonly darkSrc?: string;
}

/**
 * The side navigation's logo (delivery §2): both variants are in the page and the `dark`
 * class on the root shows one of them (learner-layout.css), so a theme change needs no
 * re-render and the other image is never shown.
 */
export function NavbarLogo({ href, src = DEFAULT_LOGO_SRC, darkSrc = DEFAULT_DARK_LOGO_SRC }: NavbarLogoProps) {
  return (
    <Link to={href} className="learner-logo">
      <img className="learner-logo-light" src={src} alt={LOGO_ALT} width={120} height={32} />
      <img className="learner-logo-dark" src={darkSrc} alt={LOGO_ALT} width={120} height={32} />
    </Link>
  );
}
