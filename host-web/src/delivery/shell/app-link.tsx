import { Link } from 'wouter';
import type { NavbarAppLinkProps } from '@quire/plugin-sdk/delivery';

/** The app's in-app link for widgets, which know no router. */
export function AppLink({ href, ...rest }: NavbarAppLinkProps) {
  return <Link to={href} {...rest} />;
}
