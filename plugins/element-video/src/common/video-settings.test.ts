import { describe, expect, it } from 'vitest';
import type { Element } from '@quire/plugin-sdk';
import { newCaptionTrack, videoFields, videoSettingsOf, videoSettingsProblems, type VideoSettings } from './video-settings.js';

const blank: VideoSettings = { sources: [], alt: '', captions: [], poster: '', width: '', height: '' };

describe('video settings', () => {
  it('start from the stored video', () => {
    const element = {
      type: 'video',
      id: 'v',
      children: [{ text: '' }],
      src: [{ url: '/media/p/a.mp4', contenttype: 'video/mp4' }],
      alt: 'Mitosis',
      captions: [{ label: 'English Subtitles', language_code: 'en', src: '/media/p/en.vtt' }],
      poster: '/media/p/poster.png',
      width: 640,
      height: '360',
    } as Element;
    expect(videoSettingsOf(element)).toEqual({
      sources: ['/media/p/a.mp4'],
      alt: 'Mitosis',
      captions: [{ label: 'English Subtitles', languageCode: 'en', src: '/media/p/en.vtt' }],
      poster: '/media/p/poster.png',
      width: '640',
      height: '360',
    });
  });

  it("give a new caption track the spec's default label and language", () => {
    expect(newCaptionTrack()).toEqual({ label: 'English Subtitles', languageCode: 'en', src: '' });
  });

  it('need a source, safe addresses, caption files and whole-number sizes', () => {
    expect(videoSettingsProblems(blank)).toEqual({ sources: 'Choose at least one video source.' });
    expect(videoSettingsProblems({ ...blank, sources: ['  '] }).sources).toBe('Choose at least one video source.');
    expect(
      videoSettingsProblems({
        sources: ['javascript:alert(1)'],
        alt: '',
        captions: [newCaptionTrack()],
        poster: 'javascript:alert(1)',
        width: '640px',
        height: '12.5',
      }),
    ).toEqual({
      sources: 'This address is not allowed.',
      captions: 'Each caption track needs a captions file.',
      poster: 'This address is not allowed.',
      width: 'Width must be a whole number, or blank for the default.',
      height: 'Height must be a whole number, or blank for the default.',
    });
    expect(videoSettingsProblems({ ...blank, sources: ['/media/p/a.mp4'], width: ' 640 ', height: '' })).toEqual({});
  });

  it('become fields with each source typed by its extension, blanks dropped and empty fields removed', () => {
    expect(
      videoFields({
        sources: ['/media/p/a.webm', '', 'https://cdn.example.org/b.mov', '/media/p/c.avi'],
        alt: '  ',
        captions: [{ label: ' ', languageCode: 'fr', src: ' /media/p/fr.vtt ' }],
        poster: '',
        width: '0',
        height: '360',
      }),
    ).toEqual({
      src: [
        { url: '/media/p/a.webm', contenttype: 'video/webm' },
        { url: 'https://cdn.example.org/b.mov', contenttype: 'video/quicktime' },
        { url: '/media/p/c.avi', contenttype: 'video/mp4' },
      ],
      alt: undefined,
      captions: [{ language_code: 'fr', src: '/media/p/fr.vtt' }],
      poster: undefined,
      width: undefined,
      height: 360,
    });
  });
});
