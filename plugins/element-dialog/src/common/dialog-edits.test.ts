import { describe, expect, it } from 'vitest';
import type { Element } from '@quire/plugin-sdk';
import {
  lineAdded,
  lineMoved,
  lineRemoved,
  lineSpeakerSet,
  lineTextSet,
  linesSpokenBy,
  nextSpeakerId,
  speakerAdded,
  speakerImageSet,
  speakerMoved,
  speakerRemoved,
  speakerRenamed,
  titleEdit,
} from './dialog-edits.js';
import { MAX_DIALOG_LINES, MAX_DIALOG_SPEAKERS, MAX_SPEAKER_NAME_LENGTH } from './dialog-limits.js';

const para = (text: string) => ({ type: 'p', id: `p-${text}`, children: [{ text }] });
const line = (id: string, speaker: string, text = id) => ({ type: 'dialog_line', id, speaker, children: [para(text)] });
const dialog = (fields: Record<string, unknown>): Element => ({ type: 'dialog', id: 'd', ...fields, children: [{ text: '' }] }) as Element;
const ana = { id: 'ana', name: 'Ana', image: '/media/ana.png' };
const luis = { id: 'luis', name: 'Luis' };
const eva = { id: 'eva', name: 'Eva' };
const market = dialog({ speakers: [ana, luis, eva], lines: [line('l1', 'ana'), line('l2', 'luis'), line('l3', 'ana')] });
const ids = (records: readonly Readonly<Record<string, unknown>>[] | undefined) => records?.map((record) => record.id);

describe('dialog edits', () => {
  it('sets the title trimmed, and removes it when blank', () => {
    expect(titleEdit(market, '  En el mercado ')).toEqual({ title: 'En el mercado' });
    expect(titleEdit(dialog({ title: 'Old' }), '   ')).toEqual({ title: undefined });
    expect(titleEdit(dialog({ title: 'Same' }), 'Same')).toBeUndefined();
  });

  it('adds a speaker with no name, up to the limit', () => {
    expect(speakerAdded(dialog({}), 'new')).toEqual({ speakers: [{ id: 'new', name: '' }] });
    const full = dialog({ speakers: Array.from({ length: MAX_DIALOG_SPEAKERS }, (_, i) => ({ id: `s${i}`, name: '' })) });
    expect(speakerAdded(full, 'one-more')).toBeUndefined();
  });

  it('renames a speaker, trimmed and bounded, keeping its portrait', () => {
    expect(speakerRenamed(market, 'ana', ' Ana María ')?.speakers?.[0]).toEqual({ ...ana, name: 'Ana María' });
    expect(speakerRenamed(market, 'ana', 'x'.repeat(MAX_SPEAKER_NAME_LENGTH + 5))?.speakers?.[0]?.name).toHaveLength(MAX_SPEAKER_NAME_LENGTH);
    expect(speakerRenamed(market, 'nobody', 'X')).toBeUndefined();
  });

  it('sets and removes a portrait', () => {
    expect(speakerImageSet(market, 'luis', '/media/luis.png')?.speakers?.[1]).toEqual({ ...luis, image: '/media/luis.png' });
    expect(speakerImageSet(market, 'ana', undefined)?.speakers?.[0]).toEqual({ id: 'ana', name: 'Ana' });
  });

  it('moves a speaker up and down, and not past either end; lines keep their speakers', () => {
    const up = speakerMoved(market, 'luis', -1);
    expect(ids(up?.speakers)).toEqual(['luis', 'ana', 'eva']);
    expect(up?.lines).toBeUndefined();
    expect(ids(speakerMoved(market, 'luis', 1)?.speakers)).toEqual(['ana', 'eva', 'luis']);
    expect(speakerMoved(market, 'ana', -1)).toBeUndefined();
    expect(speakerMoved(market, 'eva', 1)).toBeUndefined();
  });

  it('deletes a speaker who says nothing without touching the lines', () => {
    expect(speakerRemoved(market, 'eva', 'delete')).toEqual({ speakers: [ana, luis] });
  });

  it('deletes a speaker giving its lines to another, or deleting them too', () => {
    expect(linesSpokenBy(market, 'ana')).toBe(2);
    const reassigned = speakerRemoved(market, 'ana', { reassignTo: 'eva' });
    expect(ids(reassigned?.speakers)).toEqual(['luis', 'eva']);
    expect(reassigned?.lines?.map((l) => [l.id, l.speaker])).toEqual([
      ['l1', 'eva'],
      ['l2', 'luis'],
      ['l3', 'eva'],
    ]);
    const deleted = speakerRemoved(market, 'ana', 'delete');
    expect(ids(deleted?.lines)).toEqual(['l2']);
    // The lines cannot go to the speaker being deleted, nor to one who is not there.
    expect(speakerRemoved(market, 'ana', { reassignTo: 'ana' })).toBeUndefined();
    expect(speakerRemoved(market, 'ana', { reassignTo: 'nobody' })).toBeUndefined();
  });

  it('gives a new line to the next speaker after the last one who spoke, so two speakers alternate', () => {
    const two = dialog({ speakers: [ana, luis], lines: [] });
    expect(nextSpeakerId(two)).toBe('ana');
    expect(nextSpeakerId(dialog({ speakers: [ana, luis], lines: [line('l1', 'ana')] }))).toBe('luis');
    expect(nextSpeakerId(dialog({ speakers: [ana, luis], lines: [line('l1', 'luis')] }))).toBe('ana');
    expect(nextSpeakerId(dialog({ speakers: [ana, luis], lines: [line('l1', 'gone')] }))).toBe('ana');
    expect(lineAdded(two, 'new')).toEqual({ lines: [{ type: 'dialog_line', id: 'new', speaker: 'ana', children: [{ text: '' }] }] });
  });

  it('adds no line to a dialog without speakers, nor past the limit', () => {
    expect(lineAdded(dialog({ lines: [] }), 'new')).toBeUndefined();
    const full = dialog({ speakers: [ana], lines: Array.from({ length: MAX_DIALOG_LINES }, (_, i) => line(`l${i}`, 'ana')) });
    expect(lineAdded(full, 'one-more')).toBeUndefined();
  });

  it("changes a line's speaker only to one of the dialog's speakers", () => {
    expect(lineSpeakerSet(market, 'l2', 'eva')?.lines?.[1]).toMatchObject({ id: 'l2', speaker: 'eva' });
    expect(lineSpeakerSet(market, 'l2', 'nobody')).toBeUndefined();
  });

  it("stores a line's rich text, and moves and deletes lines", () => {
    const text = [para('¡Hola!')];
    expect(lineTextSet(market, 'l1', text)?.lines?.[0]).toEqual({ type: 'dialog_line', id: 'l1', speaker: 'ana', children: text });
    expect(ids(lineMoved(market, 'l3', -1)?.lines)).toEqual(['l1', 'l3', 'l2']);
    expect(lineMoved(market, 'l1', -1)).toBeUndefined();
    expect(ids(lineRemoved(market, 'l2')?.lines)).toEqual(['l1', 'l3']);
    expect(lineRemoved(market, 'nothing')).toBeUndefined();
  });
});
