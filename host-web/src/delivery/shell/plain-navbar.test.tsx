// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { NavbarAppLinkProps } from '@quire/plugin-sdk/delivery';
import { PlainNavbar } from './plain-navbar.js';

afterEach(cleanup);

function TestLink({ href, children, ...rest }: NavbarAppLinkProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

describe('the plain navigation drawn when no plugin gives a Navbar widget', () => {
  it('links the section title and each address link, marks the current page, and keeps Tech Support and the account menu', () => {
    render(
      <PlainNavbar
        sectionTitle="Biology"
        homeHref="/sections/bio"
        path="/sections/bio"
        AppLink={TestLink}
        links={[
          { name: 'Home', href: '/sections/bio', active: true },
          { name: 'Course Content', panel: () => 'The outline' },
        ]}
        techSupport={<button type="button">Tech Support</button>}
        accountMenu={<span>Ada Lovelace</span>}
      />,
    );
    expect(screen.getByRole('link', { name: 'Biology' }).getAttribute('href')).toBe('/sections/bio');
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(main.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('aria-current')])).toEqual([['Home', 'page']]);
    expect(screen.getByRole('button', { name: 'Tech Support' })).toBeTruthy();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
  });
});
