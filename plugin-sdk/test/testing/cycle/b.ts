import type { C } from './c.js';

export type B = { c?: C };
