import { createContext } from 'react';

/**
 * Inside a learner's multi-input activity: draws the answer field of input `id`, which its
 * reference in the stem shows in its place. Outside one (a report of the question) there
 * is none, and a reference shows a blank.
 */
export const StemInputs = createContext<((id: string) => unknown) | null>(null);
