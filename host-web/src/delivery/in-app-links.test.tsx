// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { usePathname } from '../app/routing.js';
import { MemoryRouter } from '../app/testing/memory-router.js';
import { inAppDestination, useInAppLinks } from './in-app-links.js';

const origin = 'http://quire.test';
function anchor(attributes: Record<string, string>): HTMLAnchorElement {
  const element = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

afterEach(cleanup);

describe('links inside delivered content', () => {
  it('keeps course pages in the app, and leaves the web, new tabs and downloads to the browser', () => {
    expect(inAppDestination(anchor({ href: '/sections/bio/lesson/atoms' }), origin, false)).toBe('/sections/bio/lesson/atoms');
    expect(inAppDestination(anchor({ href: `${origin}/sections/bio/lesson/atoms#part-2` }), origin, false)).toBe('/sections/bio/lesson/atoms#part-2');
    expect(inAppDestination(anchor({ href: 'https://example.com/sections/x', target: '_blank' }), origin, false)).toBeUndefined();
    expect(inAppDestination(anchor({ href: 'https://example.com/sections/x' }), origin, false)).toBeUndefined();
    expect(inAppDestination(anchor({ href: '/sections/bio/lesson/atoms', target: '_blank' }), origin, false)).toBeUndefined();
    expect(inAppDestination(anchor({ href: '/media/x.pdf', download: '' }), origin, false)).toBeUndefined();
    expect(inAppDestination(anchor({ href: '/authoring' }), origin, false)).toBeUndefined();
    expect(inAppDestination(anchor({ href: '#' }), origin, false)).toBeUndefined();
  });

  it('leads to the preview of a page while previewing', () => {
    expect(inAppDestination(anchor({ href: '/sections/bio/lesson/atoms' }), origin, true)).toBe('/sections/bio/preview/lesson/atoms');
  });

  it('navigates without a reload on a plain click only', () => {
    function Page() {
      const onClick = useInAppLinks(false);
      const pathname = usePathname();
      return (
        <div onClick={onClick}>
          <p>At {pathname}</p>
          <a href="/sections/bio/lesson/atoms">Atoms</a>
        </div>
      );
    }
    render(
      <MemoryRouter path="/sections/bio/lesson/intro">
        <Switch>
          <Route path="*"><Page /></Route>
        </Switch>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Atoms' });
    fireEvent.click(link, { ctrlKey: true });
    expect(screen.getByText('At /sections/bio/lesson/intro')).toBeTruthy();
    fireEvent.click(link);
    expect(screen.getByText('At /sections/bio/lesson/atoms')).toBeTruthy();
  });
});
