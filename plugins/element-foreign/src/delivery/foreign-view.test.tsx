import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { renderDeliveryHtml } from '@quire/plugin-sdk/testing';
import { textDelivery } from '@quire/plugin-element-text/delivery';
import foreignDelivery from './index.js';

const parts = [
  { pluginId: 'element-text', delivery: textDelivery },
  { pluginId: 'element-foreign', delivery: foreignDelivery },
];
const sentence = (lang: unknown) =>
  renderDeliveryHtml(parts, [{ type: 'p', id: 'p', children: [{ text: 'Say ' }, { type: 'foreign', id: 'f', lang, children: [{ text: 'hola' }] }, { text: '.' }] }] as Descendant[]);

describe('foreign text for learners', () => {
  it('is a span with its language, so a screen reader switches voice', () => {
    expect(sentence('es')).toBe('<p>Say <span class="foreign-text" lang="es">hola</span>.</p>');
  });

  it('gives the canonical code for a stored one in another case or a deprecated alias', () => {
    expect(sentence('ES')).toContain('<span class="foreign-text" lang="es">hola</span>');
    expect(sentence('iw')).toContain('<span class="foreign-text" lang="he">hola</span>');
  });

  it('has no lang for the project default language (empty or missing)', () => {
    expect(sentence('')).toContain('<span class="foreign-text">hola</span>');
    expect(sentence(undefined)).toContain('<span class="foreign-text">hola</span>');
  });

  it('has no lang, but keeps the words, for a code that names no language', () => {
    for (const bad of ['xx', 'klingon', '" onmouseover="alert(1)', 7]) expect(sentence(bad)).toContain('<span class="foreign-text">hola</span>');
  });
});
