import type { Descendant } from '@quire/core';
import { DEMO_PAGE } from './demo-page.js';

/** The people of the demo, with the passwords README.md documents. */
export const DEMO_ACCOUNTS = {
  author: { email: 'author@example.com', password: 'quire-author', name: 'Ada Author' },
  instructor: { email: 'instructor@example.com', password: 'quire-instructor', name: 'Ian Instructor' },
  learner: { email: 'learner@example.com', password: 'quire-learner', name: 'Lea Learner' },
} as const;

export const DEMO_PROJECT_TITLE = 'Introduction to Chemistry';
export const DEMO_SECTION_TITLE = 'Introduction to Chemistry — Spring';

const p = (id: string, text: string): Descendant => ({ type: 'p', id, children: [{ text }] });

/** The pages of the demo course, in order, inside one module. */
export const DEMO_PAGES: { title: string; content: Descendant[] }[] = [
  { title: 'Welcome', content: [
    { type: 'h1', id: 'w-h1', children: [{ text: 'Welcome to Introduction to Chemistry' }] },
    p('w-p1', 'This course introduces the ideas chemists use every day: measurement, matter, and change.'),
    { type: 'ul', id: 'w-ul', style: 'disc', children: [
      { type: 'li', id: 'w-li1', children: [p('w-li1p', 'Read each page in order.')] },
      { type: 'li', id: 'w-li2', children: [p('w-li2p', 'Try the checks at the end of a module.')] },
    ] },
    p('w-end', ''),
  ] },
  DEMO_PAGE,
  { title: 'Converting units', content: [
    { type: 'h1', id: 'c-h1', children: [{ text: 'Converting units' }] },
    { type: 'p', id: 'c-p1', children: [{ text: 'To convert grams to moles, divide by the ' }, { text: 'molar mass', em: true }, { text: '.' }] },
    { type: 'table', id: 'c-t', border: 'solid', rowstyle: 'plain', caption: 'Molar masses', children: [
      { type: 'tr', id: 'c-r1', children: [{ type: 'th', id: 'c-h11', children: [{ text: 'Substance' }] }, { type: 'th', id: 'c-h12', children: [{ text: 'g/mol' }] }] },
      { type: 'tr', id: 'c-r2', children: [{ type: 'td', id: 'c-d21', children: [{ text: 'Water' }] }, { type: 'td', id: 'c-d22', align: 'right', children: [{ text: '18.02' }] }] },
      { type: 'tr', id: 'c-r3', children: [{ type: 'td', id: 'c-d31', children: [{ text: 'Carbon dioxide' }] }, { type: 'td', id: 'c-d32', align: 'right', children: [{ text: '44.01' }] }] },
    ] },
    p('c-end', ''),
  ] },
];
