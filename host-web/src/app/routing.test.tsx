// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Link, useSearch } from 'wouter';
import { AppRouter, NavLink, useInAppRouter, useNavigate, usePathname } from './routing.js';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function Address() {
  const search = useSearch();
  return <output aria-label="Address">{search ? `${usePathname()}?${search}` : usePathname()}</output>;
}

describe('the app router', () => {
  it('marks the main navigation link of the current address, and only that one', () => {
    window.history.replaceState(null, '', '/sections');
    render(
      <AppRouter>
        <nav aria-label="Main">
          <NavLink to="/sections">My Courses</NavLink>
          <NavLink to="/authoring">Projects</NavLink>
        </nav>
        <Link to="/authoring">Open Projects</Link>
      </AppRouter>,
    );
    const courses = screen.getByRole('link', { name: 'My Courses' });
    const projects = screen.getByRole('link', { name: 'Projects' });
    expect([courses.getAttribute('aria-current'), courses.className]).toEqual(['page', 'active']);
    expect(projects.getAttribute('aria-current')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Open Projects' }));
    expect(window.location.pathname).toBe('/authoring');
    expect(projects.getAttribute('aria-current')).toBe('page');
    expect(courses.getAttribute('aria-current')).toBeNull();
  });

  it('moves in place of the current history entry when asked to replace it, so Back skips the address left', () => {
    window.history.replaceState(null, '', '/sections/bio/lesson/old-name');
    let navigate: ReturnType<typeof useNavigate> = () => undefined;
    function Mover() {
      navigate = useNavigate();
      return <Address />;
    }
    render(
      <AppRouter>
        <Mover />
      </AppRouter>,
    );
    const entries = window.history.length;
    act(() => navigate('/sections/bio/lesson/new-name?from=link#part-2', { replace: true }));
    expect(window.history.length).toBe(entries);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/sections/bio/lesson/new-name?from=link#part-2');
    expect(screen.getByLabelText('Address').textContent).toBe('/sections/bio/lesson/new-name?from=link');

    act(() => navigate('/sections/bio/lesson/next'));
    expect(window.history.length).toBe(entries + 1);
  });

  it('draws on the server at the address it is given, query included, with no browser', () => {
    const html = renderToString(
      <AppRouter ssrPath="/sections/bio/lesson/cells?from=outline">
        <Address />
      </AppRouter>,
    );
    expect(html).toContain('/sections/bio/lesson/cells?from=outline');
  });

  it('tells a view drawn outside the app that links cannot move within it', () => {
    function Probe() {
      return <span>{useInAppRouter() ? 'in the app' : 'on its own'}</span>;
    }
    expect(renderToString(<Probe />)).toContain('on its own');
    expect(
      renderToString(
        <AppRouter ssrPath="/">
          <Probe />
        </AppRouter>,
      ),
    ).toContain('in the app');
  });
});
