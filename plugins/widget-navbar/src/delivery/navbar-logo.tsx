import type { NavbarAppLinkProps } from '@quire/plugin-sdk/delivery';
import type { ComponentType } from 'react';

export const LOGO_ALT = 'Quire';

/**
 * The side navigation's logo (delivery §2), drawn inline: its colours are the theme's
 * (classes in the widget's stylesheet, which the `dark` class on the root redefines), so
 * a theme change needs no re-render, and the page's first paint waits for no image.
 */
export function NavbarLogo({ href, AppLink }: { readonly href: string; readonly AppLink: ComponentType<NavbarAppLinkProps> }) {
  return (
    <AppLink href={href} className="learner-logo">
      <svg className="learner-logo-image" width={120} height={32} viewBox="0 0 120 32" role="img" aria-label={LOGO_ALT} focusable="false">
        <path className="learner-logo-mark" d="M3 7 16 10 29 7v19l-13 3-13-3z" />
        <path className="learner-logo-fold" d="M16 10v19" strokeWidth={1.6} />
        <path className="learner-logo-fold" d="M6 11.5l7 1.6M6 15.5l7 1.6M19 13.1l7-1.6M19 17.1l7-1.6" strokeWidth={1.2} strokeLinecap="round" opacity={0.8} />
        <text className="learner-logo-name" x={36} y={23} fontSize={20} fontWeight={700}>
          Quire
        </text>
      </svg>
    </AppLink>
  );
}
