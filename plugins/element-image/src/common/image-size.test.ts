import { describe, expect, it } from 'vitest';
import { heightForWidth, resizedImageSize, storedImageDimension } from './image-size.js';

describe('storedImageDimension', () => {
  it('reads stored numbers as whole pixels', () => {
    expect(storedImageDimension(240)).toBe(240);
    expect(storedImageDimension(240.6)).toBe(241);
  });

  it('reads typed text only when it is a whole number', () => {
    expect(storedImageDimension('240')).toBe(240);
    expect(storedImageDimension(' 240 ')).toBe(240);
    for (const text of ['12.5', 'abc', '240px', '', '0', '-3']) expect(storedImageDimension(text)).toBeUndefined();
  });

  it('treats zero, negatives and other values as unset', () => {
    for (const value of [0, -10, Number.NaN, Number.POSITIVE_INFINITY, null, undefined, true, {}]) {
      expect(storedImageDimension(value)).toBeUndefined();
    }
  });
});

describe('resizedImageSize', () => {
  it('keeps the shape of the image in whole pixels', () => {
    expect(resizedImageSize(300, 0.5)).toEqual({ width: 300, height: 150 });
    expect(resizedImageSize(123.4, 2 / 3)).toEqual({ width: 123, height: 82 });
  });

  it('never goes below 10 px wide', () => {
    expect(resizedImageSize(4, 0.5)).toEqual({ width: 10, height: 5 });
    expect(resizedImageSize(-250, 1)).toEqual({ width: 10, height: 10 });
    expect(resizedImageSize(9.4, undefined)).toEqual({ width: 10 });
  });

  it('gives the width alone when the shape is unknown', () => {
    expect(resizedImageSize(200, undefined)).toEqual({ width: 200 });
    expect(resizedImageSize(200, 0)).toEqual({ width: 200 });
    expect(resizedImageSize(200, Number.NaN)).toEqual({ width: 200 });
  });
});

describe('heightForWidth', () => {
  it('keeps the shape at any whole width, even below the drag minimum', () => {
    expect(heightForWidth(5, 2)).toBe(10);
    expect(heightForWidth(240, 0.75)).toBe(180);
    expect(heightForWidth(3, 0.1)).toBe(1);
    expect(heightForWidth(240, undefined)).toBeUndefined();
  });
});
