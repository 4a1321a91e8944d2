import { describe, expect, it } from 'vitest';
import { listStyleType, pastedListStyle } from './list-style.js';

describe('listStyleType', () => {
  it('gives the style of a list when the kind allows it', () => {
    expect(listStyleType({ type: 'ul', style: 'square', children: [] })).toBe('square');
    expect(listStyleType({ type: 'ol', style: 'upper-roman', children: [] })).toBe('upper-roman');
    expect(listStyleType({ type: 'ul', style: 'none', children: [] })).toBe('none');
  });

  it('ignores a missing style, a style of the other kind and anything else', () => {
    expect(listStyleType({ type: 'ol', children: [] })).toBeUndefined();
    expect(listStyleType({ type: 'ol', style: 'square', children: [] })).toBeUndefined();
    expect(listStyleType({ type: 'ul', style: 'decimal', children: [] })).toBeUndefined();
    expect(listStyleType({ type: 'ul', style: 'red;background:url(x)', children: [] })).toBeUndefined();
  });
});

describe('pastedListStyle', () => {
  it('reads list-style-type from the inline style', () => {
    expect(pastedListStyle('ol', 'margin: 0; list-style-type: Lower-Latin', null)).toBe('lower-latin');
    expect(pastedListStyle('ul', 'list-style-type:circle', null)).toBe('circle');
  });

  it('reads the legacy type attribute, where case matters', () => {
    expect(pastedListStyle('ol', null, 'a')).toBe('lower-alpha');
    expect(pastedListStyle('ol', null, 'A')).toBe('upper-alpha');
    expect(pastedListStyle('ol', null, 'I')).toBe('upper-roman');
    expect(pastedListStyle('ul', null, 'square')).toBe('square');
  });

  it('ignores styles the kind does not allow', () => {
    expect(pastedListStyle('ul', 'list-style-type: decimal', '1')).toBeUndefined();
    expect(pastedListStyle('ol', 'list-style-type: disc', null)).toBeUndefined();
    expect(pastedListStyle('ol', null, null)).toBeUndefined();
  });
});
