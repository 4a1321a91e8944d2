// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { DeliveryViews, NAVBAR_WIDGET, type NavbarAppLinkProps, type NavbarProps } from '@quire/plugin-sdk/delivery';
import navbarDelivery from './index.js';

/** A host's link, as the web app's router link draws one. */
function TestLink({ href, children, ...rest }: NavbarAppLinkProps) {
  return createElement('a', { href, 'data-app-link': '', ...rest }, children);
}

const props: NavbarProps = {
  sectionTitle: 'Biology',
  homeHref: '/sections/bio',
  links: [
    { name: 'Home', href: '/sections/bio', active: true },
    { name: 'Course Content', panel: () => 'The outline' },
  ],
  path: '/sections/bio',
  AppLink: TestLink,
  techSupport: createElement('button', { type: 'button' }, 'Tech Support'),
  accountMenu: createElement('span', null, 'Ada Lovelace'),
};

describe('the Navbar widget', () => {
  it('is looked up by name and draws on the server, where there is no window: logo, title, links through the host, and what the host drew', () => {
    expect(typeof globalThis.window).toBe('undefined');
    const views = new DeliveryViews();
    views.add('widget-navbar', navbarDelivery);
    const Navbar = views.widget<NavbarProps>(NAVBAR_WIDGET);
    if (!Navbar) throw new Error('no Navbar widget');
    const html = renderToString(createElement(Navbar, props));
    expect(html).toContain('<a href="/sections/bio" data-app-link="" class="learner-nav-link active" aria-current="page">Home</a>');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('Course Content');
    expect(html).not.toContain('The outline');
    expect(html).toContain('<svg class="learner-logo-image" width="120" height="32" viewBox="0 0 120 32" role="img" aria-label="Quire"');
    expect(html).toContain('<p class="learner-nav-title">Biology</p>');
    expect(html).toContain('Tech Support');
    expect(html).toContain('Ada Lovelace');
  });
});
