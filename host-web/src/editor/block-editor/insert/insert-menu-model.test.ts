import { describe, expect, it } from 'vitest';
import type { InsertCommand } from '@quire/plugin-sdk/authoring';
import { allInsertCommands, buildInsertMenu, isOfferedAt } from './insert-menu-model.js';

const command = (label: string, category: InsertCommand['category'], level: InsertCommand['level']): InsertCommand => ({
  label,
  category,
  level,
  create: (createId) => ({ type: 'p', id: createId(), children: [{ text: '' }] }),
});

const labels = (commands: readonly InsertCommand[]) => commands.map((c) => c.label);

describe('the insert menu model', () => {
  it("collects every element's insert and variant inserts in plugin order", () => {
    const quote = command('Quote', 'Formatting', 'limited');
    const h1 = command('Heading 1', 'Formatting', 'extended');
    const image = command('Image', 'Media', 'limited');
    expect(
      allInsertCommands([
        { part: { elements: { blockquote: { component: () => null, insert: quote, inserts: [h1] } } } },
        { part: {} },
        { part: { elements: { img: { component: () => null, insert: image } } } },
      ]),
    ).toEqual([quote, h1, image]);
  });

  it('offers a command at its own level and every level above', () => {
    expect(isOfferedAt('limited', 'inline')).toBe(false);
    expect(isOfferedAt('limited', 'limited')).toBe(true);
    expect(isOfferedAt('limited', 'all')).toBe(true);
    expect(isOfferedAt('all', 'extended')).toBe(false);
  });

  it('sorts by category, makes the first two buttons and groups the rest by category', () => {
    const commands = [
      command('Page link', 'Structure', 'all'),
      command('Table', 'General', 'limited'),
      command('Image', 'Media', 'limited'),
      command('Quote', 'Formatting', 'limited'),
      command('Formula', 'STEM', 'extended'),
      command('Video', 'Media', 'extended'),
      command('Foreign', 'Language', 'extended'),
      command('Callout', 'Other', 'limited'),
    ];
    const menu = buildInsertMenu(commands, 'all');
    expect(labels(menu.buttons)).toEqual(['Quote', 'Image']);
    expect(menu.groups.map((g) => [g.category, labels(g.commands)])).toEqual([
      ['Media', ['Video']],
      ['STEM', ['Formula']],
      ['General', ['Table']],
      ['Language', ['Foreign']],
      ['Structure', ['Page link']],
      ['Other', ['Callout']],
    ]);
    const limited = buildInsertMenu(commands, 'limited');
    expect([...labels(limited.buttons), ...limited.groups.flatMap((g) => labels(g.commands))]).toEqual([
      'Quote',
      'Image',
      'Table',
      'Callout',
    ]);
  });

  it('offers no block inserts at the inline level', () => {
    const menu = buildInsertMenu([command('Table', 'General', 'limited'), command('Quote', 'Formatting', 'extended')], 'inline');
    expect(menu.buttons).toEqual([]);
    expect(menu.groups).toEqual([]);
  });
});
