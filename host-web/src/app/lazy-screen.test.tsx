// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyScreen } from './lazy-screen.js';

afterEach(cleanup);

const Greeting = ({ name }: { name: string }) => <h1>Hello, {name}</h1>;

describe('lazyScreen', () => {
  it('draws a preloaded screen in the first render, without its fallback', async () => {
    const Screen = lazyScreen(async () => Greeting);
    await Screen.preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Screen name="Ada" />
      </Suspense>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Hello, Ada');
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('falls back while a screen not preloaded arrives, fetching its chunk once', async () => {
    let loads = 0;
    const Screen = lazyScreen(async () => {
      loads += 1;
      return Greeting;
    });
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Screen name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect((await screen.findByRole('heading')).textContent).toBe('Hello, Grace');
    await Screen.preload();
    expect(loads).toBe(1);
  });

  it('asks again for a chunk that failed to arrive', async () => {
    let attempts = 0;
    const Screen = lazyScreen(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('connection dropped');
      return Greeting;
    });
    await expect(Screen.preload()).rejects.toThrow('connection dropped');
    await Screen.preload();
    render(<Screen name="Lin" />);
    expect(screen.getByRole('heading').textContent).toBe('Hello, Lin');
  });
});
