// @vitest-environment happy-dom
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { hydrateInBrowser, renderOnServer } from './server-render.js';

function Greeting({ name }: { name: string }) {
  const [seen, setSeen] = useState(false);
  // Browser-only work belongs in an effect, which the server never runs.
  useEffect(() => setSeen(true), []);
  return <p data-seen={seen ? 'yes' : 'no'}>Hello, {name}</p>;
}

function ReadsWindowWhileDrawing() {
  return <p>{window.location.pathname}</p>;
}

function DrawsDifferentlyInTheBrowser() {
  return <p>{typeof window === 'undefined' ? 'server' : 'browser'}</p>;
}

describe('renderOnServer and hydrateInBrowser', () => {
  it('renders without a window and hydrates over the same HTML, effects running only in the browser', async () => {
    const html = renderOnServer(Greeting, { name: 'Ada' });
    expect(html).toBe('<p data-seen="no">Hello, <!-- -->Ada</p>');
    expect(typeof window).toBe('object');
    const hydrated = await hydrateInBrowser(Greeting, { name: 'Ada' }, html);
    expect(hydrated.container.querySelector('p')?.getAttribute('data-seen')).toBe('yes');
    hydrated.unmount();
  });

  it('fails for a view that reads the window while it draws', () => {
    expect(() => renderOnServer(ReadsWindowWhileDrawing, {})).toThrow();
    expect(typeof window.location.pathname).toBe('string');
  });

  it('fails when the browser draws something other than the server did', async () => {
    const html = renderOnServer(DrawsDifferentlyInTheBrowser, {});
    expect(html).toBe('<p>server</p>');
    await expect(hydrateInBrowser(DrawsDifferentlyInTheBrowser, {}, html)).rejects.toThrow(/did not match/);
    expect(document.body.innerHTML).toBe('');
  });
});
