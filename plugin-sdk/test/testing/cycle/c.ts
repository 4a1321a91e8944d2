export type C = { a?: import('./a.js').A };
