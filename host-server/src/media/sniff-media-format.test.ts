import { describe, expect, it } from 'vitest';
import { claimFileName } from './media-formats.js';
import { hasSvgRoot, sniffMediaFormat } from './sniff-media-format.js';
import { gifFile, jpegFile, mp4File, pdfFile, pngFile, svgFile, wavFile } from './testing/start-media-test-server.js';

const sniff = (name: string, bytes: Buffer | string) => sniffMediaFormat(Buffer.from(bytes), claimFileName(name));
const webmHead = Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102', 'hex');
const oggVorbis = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(24), Buffer.from('\x01vorbis', 'latin1'), Buffer.alloc(40)]);

describe('claimFileName', () => {
  it('keeps the last path segment with its extension lower-cased', () => {
    expect(claimFileName('C:\\fakepath\\Week 1/Intro.Video.MOV')).toMatchObject({ fileName: 'Intro.Video.mov', extension: 'mov' });
    expect(claimFileName('  caf\u00e9\u0007.JPEG ').fileName).toBe('caf\u00e9.jpeg');
    // A right-to-left override would show 'invoice\u202egnp.exe' as 'invoiceexe.png'.
    expect(claimFileName('invoice\u202egnp.mp4').fileName).toBe('invoicegnp.mp4');
    expect(claimFileName('a\u2066b\u2069\u200f\u061c.png').fileName).toBe('ab.png');
    expect(claimFileName(`${'x'.repeat(400)}.png`).fileName).toHaveLength(255);
  });

  it('refuses names the library cannot type', () => {
    expect(() => claimFileName('   ')).toThrow('Give the file a name');
    expect(() => claimFileName('Makefile')).toThrow('has no extension');
    expect(() => claimFileName('virus.exe')).toThrow('Files of type .exe cannot be added to the media library');
  });
});

describe('sniffMediaFormat', () => {
  it('accepts files whose content is what their names say', async () => {
    expect((await sniff('a.png', pngFile())).mimeType).toBe('image/png');
    expect((await sniff('a.JPG', jpegFile())).mimeType).toBe('image/jpeg');
    expect((await sniff('a.gif', gifFile())).mimeType).toBe('image/gif');
    expect((await sniff('a.pdf', pdfFile())).mimeType).toBe('application/pdf');
    expect((await sniff('a.wav', wavFile())).mimeType).toBe('audio/wav');
    expect((await sniff('a.svg', svgFile())).mimeType).toBe('image/svg+xml');
    expect((await sniff('notes.csv', 'name,score\nAda,10\n')).mimeType).toBe('text/csv');
    expect((await sniff('captions.vtt', 'WEBVTT\n\n00:01.000 --> 00:04.000\nHello\n')).mimeType).toBe('text/vtt');
  });

  it('lets the content choose between formats that share an extension', async () => {
    expect((await sniff('clip.mp4', mp4File())).mimeType).toBe('video/mp4');
    expect((await sniff('clip.webm', webmHead)).mimeType).toBe('video/webm');
    expect((await sniff('song.weba', webmHead)).mimeType).toBe('audio/webm');
    expect((await sniff('song.ogg', oggVorbis)).mimeType).toBe('audio/ogg');
  });

  it('refuses content that is not what the name says', async () => {
    await expect(sniff('a.png', jpegFile())).rejects.toThrow("The file's content (image/jpeg) does not match its name: a .png file should be image/png");
    await expect(sniff('a.svg', '<html><body>not an svg</body></html>')).rejects.toThrow('(text)');
    await expect(sniff('a.csv', Buffer.from([0x41, 0x00, 0x42]))).rejects.toThrow('not a type the media library knows');
    await expect(sniff('a.txt', Buffer.from([0xc3, 0x28]))).rejects.toThrow('does not match');
    await expect(sniff('a.csv', pngFile())).rejects.toThrow('(image/png)');
    await expect(sniff('a.png', '')).rejects.toThrow('The file is empty');
  });
});

describe('hasSvgRoot', () => {
  it('looks past the prolog for the root element', () => {
    const text = '\uFEFF<?xml version="1.0"?>\n<!-- a <svg> in a comment -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x" [ <!ENTITY a "b"> ]>\n<svg width="1">';
    expect(hasSvgRoot(Buffer.from(text))).toBe(true);
    expect(hasSvgRoot(Buffer.from('<svgx/>'))).toBe(false);
    expect(hasSvgRoot(Buffer.from('<!-- <svg> -->\n<html/>'))).toBe(false);
  });
});
