// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { MemoryRouter } from '../app/testing/memory-router.js';
import { AuthoringApp } from '../workspace/authoring-app.js';
import { createFakeMediaServer, mediaItem, renderWithMediaServer } from './testing/fake-media-server.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the media library screen', () => {
  it("is reached from the project page's 'Media Library' link and manages the project's files", async () => {
    // The project page's other panels ask the fake server for things it does not have; their failures are not this test's.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = createFakeMediaServer([mediaItem('cell.png', 'image/png')]);
    renderWithMediaServer(
      server,
      <MemoryRouter path="/authoring/project/chem">
        <Switch>
          <Route path="/authoring/*?"><AuthoringApp /></Route>
        </Switch>
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: 'Media Library' });
    expect(link.getAttribute('href')).toBe('/authoring/project/chem/media');
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Media Library' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'chem' }).getAttribute('href')).toBe('/authoring/project/chem');
    expect(await screen.findByRole('option', { name: 'cell.png' })).toBeTruthy();
    expect(screen.getByRole('listbox', { name: 'Media files' }).getAttribute('aria-multiselectable')).toBe('true');
  });
});
