import { useState, type ReactNode } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { AppRouter } from '../routing.js';

/** The app's router at `path` (with its query), kept in memory: a test's navigation leaves the test page's own address alone. */
export function MemoryRouter({ path = '/', children }: { path?: string; children: ReactNode }) {
  const [location] = useState(() => memoryLocation({ path }));
  return <AppRouter hook={location.hook}>{children}</AppRouter>;
}
