// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { renderDeliveryHtml } from '@quire/plugin-sdk/testing';
import textDelivery from '@quire/plugin-element-text/delivery';
import marksDelivery from '@quire/plugin-marks/delivery';
import dialogDelivery from './index.js';

const PARTS = [
  { pluginId: 'element-text', delivery: textDelivery },
  { pluginId: 'marks', delivery: marksDelivery },
  { pluginId: 'element-dialog', delivery: dialogDelivery },
];
const p = (id: string, ...children: Descendant[]): Descendant => ({ type: 'p', id, children }) as Descendant;
const line = (id: string, speaker: unknown, ...children: Descendant[]) => ({ type: 'dialog_line', id, speaker, children });
const dialog = (fields: Record<string, unknown>): Descendant => ({ type: 'dialog', id: 'd', ...fields, children: [{ text: '' }] }) as Descendant;
const html = (content: Descendant) => renderDeliveryHtml(PARTS, [content]);
const parse = (markup: string) => new DOMParser().parseFromString(markup, 'text/html');

const market = dialog({
  title: 'At the market',
  speakers: [
    { id: 'ana', name: 'Ana', image: '/media/ana.png' },
    { id: 'luis', name: 'Luis' },
  ],
  lines: [line('l1', 'ana', p('l1p', { text: '¿Cuánto ' }, { text: 'cuesta', strong: true } as Descendant, { text: '?' })), line('l2', 'luis', p('l2p', { text: 'Dos euros.' }))],
});

describe('a dialog for learners', () => {
  it('shows the title, then each line with its speaker’s portrait (alt = name) and name, then the text with its marks', () => {
    const page = parse(html(market));
    expect(page.querySelector('figure.dialog > figcaption')?.textContent).toBe('At the market');
    const lines = Array.from(page.querySelectorAll('ol.dialog-lines > li'));
    expect(lines).toHaveLength(2);
    const portrait = lines[0].querySelector('img');
    expect(portrait?.getAttribute('src')).toBe('/media/ana.png');
    expect(portrait?.getAttribute('alt')).toBe('Ana');
    expect(lines[0].querySelector('.dialog-speaker')?.textContent).toBe('Ana');
    expect(lines[0].querySelector('.dialog-text p')?.innerHTML).toBe('¿Cuánto <strong>cuesta</strong>?');
    // A speaker without a picture: the initial holds the place, hidden from screen readers; the name is read.
    expect(lines[1].querySelector('img')).toBeNull();
    expect(lines[1].querySelector('.dialog-portrait-initial')?.getAttribute('aria-hidden')).toBe('true');
    expect(lines[1].querySelector('.dialog-speaker')?.textContent).toBe('Luis');
    expect(lines[1].querySelector('.dialog-text')?.textContent).toBe('Dos euros.');
  });

  it('draws a line whose speaker is unknown without a name or portrait, and without failing', () => {
    const page = parse(html(dialog({ speakers: [{ id: 'ana', name: 'Ana' }], lines: [line('l1', 'deleted', p('p1', { text: 'Hola' })), line('l2', undefined, p('p2', { text: 'Adiós' }))] })));
    const lines = Array.from(page.querySelectorAll('ol.dialog-lines > li'));
    expect(lines.map((li) => li.className)).toEqual(['dialog-line dialog-line-unknown-speaker', 'dialog-line dialog-line-unknown-speaker']);
    expect(page.querySelectorAll('.dialog-speaker, img')).toHaveLength(0);
    expect(lines.map((li) => li.querySelector('.dialog-text')?.textContent)).toEqual(['Hola', 'Adiós']);
    expect(page.body.textContent).not.toContain('Unknown speaker');
  });

  it('draws whatever a broken dialog holds without failing, and no unsafe portrait', () => {
    const broken = dialog({
      title: 42,
      speakers: [{ id: 'ana', name: 'Ana', image: 'javascript:alert(1)' }, 'junk', { name: 'No id' }],
      lines: [line('l1', 'ana', p('p1', { text: 'Hola' })), 'junk', { id: 'l2', speaker: 'ana', children: 'not a list' }],
    });
    const markup = html(broken);
    expect(markup).not.toContain('javascript:');
    const page = parse(markup);
    expect(page.querySelector('figcaption')).toBeNull();
    expect(page.querySelectorAll('ol.dialog-lines > li')).toHaveLength(2);
    expect(page.querySelector('.dialog-speaker')?.textContent).toBe('Ana');
  });

  it('draws an empty dialog as its title alone, with no empty list', () => {
    const page = parse(html(dialog({ title: 'Soon', speakers: [], lines: [] })));
    expect(page.querySelector('figcaption')?.textContent).toBe('Soon');
    expect(page.querySelector('ol')).toBeNull();
  });

  it('is a static view: the element asks for no script on the learner’s page', async () => {
    const { dialogElement } = await import('../common/dialog-elements.js');
    expect(dialogElement.interactive).toBeFalsy();
  });
});
