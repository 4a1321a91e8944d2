import type { Descendant } from '@quire/core';

/** The demo course's first page, built from the elements the loaded plugins provide. */
export const DEMO_COURSE_TITLE = 'Introduction to Chemistry';

export const DEMO_PAGE: { title: string; content: Descendant[] } = {
  title: 'Measuring matter',
  content: [
    {
      type: 'p',
      id: 'demo-p1',
      children: [
        { text: 'Every measurement has a ' },
        { text: 'value', strong: true },
        { text: ' and a ' },
        { text: 'unit', em: true },
        { text: '. Water boils at 373 K; the formula for water is H' },
        { text: '2', sub: true },
        { text: 'O.' },
      ],
    },
    { type: 'h2', id: 'demo-h2', children: [{ text: 'Base units' }] },
    {
      type: 'table',
      id: 'demo-table',
      border: 'solid',
      rowstyle: 'alternating',
      caption: 'SI base units used in this course',
      children: [
        {
          type: 'tr',
          id: 'demo-r1',
          children: [
            { type: 'th', id: 'demo-c11', children: [{ text: 'Quantity' }] },
            { type: 'th', id: 'demo-c12', children: [{ text: 'Unit' }] },
            { type: 'th', id: 'demo-c13', children: [{ text: 'Symbol' }] },
          ],
        },
        {
          type: 'tr',
          id: 'demo-r2',
          children: [
            { type: 'td', id: 'demo-c21', children: [{ text: 'Mass' }] },
            { type: 'td', id: 'demo-c22', children: [{ text: 'gram' }] },
            { type: 'td', id: 'demo-c23', align: 'center', children: [{ text: 'g' }] },
          ],
        },
        {
          type: 'tr',
          id: 'demo-r3',
          children: [
            { type: 'td', id: 'demo-c31', children: [{ text: 'Amount of substance' }] },
            { type: 'td', id: 'demo-c32', children: [{ text: 'mole' }] },
            { type: 'td', id: 'demo-c33', align: 'center', children: [{ text: 'mol' }] },
          ],
        },
      ],
    },
    { type: 'p', id: 'demo-p2', children: [{ text: 'Before a lab, check that you can:' }] },
    {
      type: 'ol',
      id: 'demo-ol',
      style: 'decimal',
      children: [
        { type: 'li', id: 'demo-li1', children: [{ type: 'p', id: 'demo-li1p', children: [{ text: 'read a balance to 0.01 g;' }] }] },
        { type: 'li', id: 'demo-li2', children: [{ type: 'p', id: 'demo-li2p', children: [{ text: 'convert between moles and grams.' }] }] },
      ],
    },
    {
      type: 'blockquote',
      id: 'demo-quote',
      children: [{ type: 'p', id: 'demo-quote-p', children: [{ text: 'Measure what is measurable, and make measurable what is not so.' }] }],
    },
    {
      type: 'dl',
      id: 'demo-dl',
      children: [
        { type: 'dt', id: 'demo-dt', children: [{ text: 'Significant figures' }] },
        { type: 'dd', id: 'demo-dd', children: [{ text: 'The digits of a measurement that carry meaning about its precision.' }] },
      ],
    },
    { type: 'p', id: 'demo-end', children: [{ text: '' }] },
  ],
};
