import { describe, expect, it } from 'vitest';
import { checkAllThatApplyType } from '@quire/plugin-activity-check-all-that-apply';
import { multipleChoiceType } from '@quire/plugin-activity-multiple-choice';
import { orderingType } from '@quire/plugin-activity-ordering';
import { shortAnswerType } from '@quire/plugin-activity-short-answer';
import type { ActivityTypeContribution } from '@quire/core';
import { readBankCsv, type BulkActivity } from './read-bank-csv.js';
import { BASIC_HEADER, CHEMISTRY_PROJECT, csvText, sampleCsvBytes } from './testing/csv-test-files.js';

const TYPES: Record<string, ActivityTypeContribution<never>> = Object.fromEntries(
  [multipleChoiceType, checkAllThatApplyType, orderingType, shortAnswerType].map((type) => [type.slug, type as ActivityTypeContribution<never>]),
);

const read = (data: string | Uint8Array) => readBankCsv(data, CHEMISTRY_PROJECT);
const mcqRow = (title: string, stem = 'Which is sodium?') => ['mcq', title, '', '', stem, 'Neon', 'Sodium', 'Nickel', 'B'];
const basic = (rows: readonly (readonly string[])[], newline?: string) => csvText(BASIC_HEADER, rows, newline);

const text = (node: unknown) => JSON.stringify(node);
// The plain text a rich-text field holds.
const plain = (field: { content: readonly { text?: string }[] }) => field.content.map((node) => node.text ?? '').join('');

interface ModelShape {
  stem: { content: { text?: string }[] };
  choices: { id: string; content: { text?: string }[] }[];
  inputType?: string;
  authoring: {
    correct?: [string[], string];
    parts: { id: string; responses: { rule: string; score: number; feedback: { content: { text?: string }[] } }[]; hints: { content: { text?: string }[] }[]; explanation?: { content: { text?: string }[] } }[];
  };
}
const shape = (activity: BulkActivity) => activity.content as unknown as ModelShape;
const choiceTexts = (activity: BulkActivity) => shape(activity).choices.map(plain);
const correctTexts = (activity: BulkActivity) => {
  const model = shape(activity);
  return model.authoring.correct![0].map((id) => plain(model.choices.find((choice) => choice.id === id)!));
};
const evaluate = (activity: BulkActivity, input: string) =>
  TYPES[activity.activityTypeSlug].evaluate!(activity.content as never, { partId: '1', input }, { attemptNumber: 1 });

describe('the sample CSV file', () => {
  const answer = readBankCsv(sampleCsvBytes(), CHEMISTRY_PROJECT);

  it('reads as 12 ready questions covering every type, with no error and no unknown objective or tag', () => {
    expect(answer.errors).toEqual([]);
    expect(answer.rows).toHaveLength(12);
    expect(answer.rows.every((row) => row.status === 'ready' && row.unknownObjectives.length === 0 && row.unknownTags.length === 0)).toBe(true);
    expect(new Set(answer.rows.map((row) => row.type))).toEqual(new Set(['mcq', 'cata', 'ordering', 'number', 'text', 'paragraph', 'math']));
    expect(answer.bulkData.map((row) => row.title)).toEqual(answer.rows.map((row) => row.title));
  });

  it('builds models that pass each plugin’s own schema', () => {
    for (const activity of answer.bulkData) {
      const result = TYPES[activity.activityTypeSlug].schema.safeParse(activity.content);
      expect(result.error?.issues ?? [], activity.title).toEqual([]);
    }
  });

  it('marks the answer column’s choices correct, which the plugin then grades as correct', () => {
    const [sodium, , , gases, , steps, radius] = answer.bulkData;
    expect(sodium.activityTypeSlug).toBe('oli_multiple_choice');
    expect(correctTexts(sodium)).toEqual(['Sodium']);
    expect(evaluate(sodium, shape(sodium).authoring.correct![0][0]).score).toBe(1);
    expect(evaluate(sodium, shape(sodium).choices[0].id).score).toBe(0);

    expect(gases.activityTypeSlug).toBe('oli_check_all_that_apply');
    expect(correctTexts(gases)).toEqual(['Helium', 'Argon', 'Neon']);
    const gasIds = shape(gases).authoring.correct![0];
    expect(evaluate(gases, gasIds.join(' ')).score).toBe(1);
    expect(evaluate(gases, gasIds.slice(0, 2).join(' ')).score).toBe(0);

    // An ordering question's correct order is its choices' authored order.
    expect(steps.activityTypeSlug).toBe('oli_ordering');
    expect(choiceTexts(radius)).toEqual(['Lithium', 'Sodium', 'Potassium']);
    expect(correctTexts(radius)).toEqual(['Lithium', 'Sodium', 'Potassium']);
    expect(evaluate(radius, shape(radius).choices.map((choice) => choice.id).join(' ')).score).toBe(1);
    expect(evaluate(radius, shape(radius).choices.map((choice) => choice.id).reverse().join(' ')).score).toBe(0);
  });

  it('makes short answers of number, text, paragraph and math questions, graded on the answer column', () => {
    const [moles, , iron, why, formula] = answer.bulkData.slice(7);
    expect([moles, iron, why, formula].map((activity) => [activity.activityTypeSlug, shape(activity).inputType])).toEqual([
      ['oli_short_answer', 'numeric'],
      ['oli_short_answer', 'text'],
      ['oli_short_answer', 'textarea'],
      ['oli_short_answer', 'math'],
    ]);
    expect([evaluate(moles, '2.0').score, evaluate(moles, '3').score]).toEqual([1, 0]);
    expect([evaluate(iron, 'fe').score, evaluate(iron, 'Fl').score]).toEqual([1, 0]);
    expect(evaluate(why, 'Subscripts change the compound itself.').score).toBe(1);
    expect([evaluate(formula, 'm/M').score, evaluate(formula, 'M/m').score]).toEqual([1, 0]);
  });

  it('keeps stems, choices, feedback, hints and explanations as rich text, and default feedback where a cell is empty', () => {
    const sodium = shape(answer.bulkData[0]);
    expect(plain(sodium.stem)).toBe('Which element has the chemical symbol Na?');
    const [part] = sodium.authoring.parts;
    expect(part.responses.map((response) => plain(response.feedback))).toEqual([
      'Right: Na comes from natrium, the Latin name of sodium.',
      'Not quite. Look up Na in the periodic table.',
    ]);
    expect(part.hints.map(plain)).toEqual(["The symbol comes from the element's Latin name, natrium.", 'It is an alkali metal in group 1.', '']);
    expect(plain(part.explanation!)).toBe('Na is sodium, from the Latin natrium.');
    const calcium = shape(answer.bulkData[2]).authoring.parts[0];
    expect(plain(calcium.responses[0].feedback)).toBe('Correct');
    expect(shape(answer.bulkData[5]).authoring.parts[0].explanation).toBeUndefined();
  });

  it('attaches the matched objectives to every part and the matched tags', () => {
    expect(answer.bulkData[0]).toMatchObject({ objectives: { '1': [1] }, tags: [11, 14] });
    expect(answer.bulkData[7]).toMatchObject({ objectives: { '1': [4] }, tags: [13, 14] });
  });
});

describe('file-level messages', () => {
  it('refuses a file with no header row', () => {
    for (const file of ['', '\n\n', ',,,\n', 'question,name\nmcq,Sodium\n']) {
      expect(read(file)).toEqual({ rows: [], bulkData: [], errors: ['No headers found in the CSV file'] });
    }
  });

  it('lists the missing required headers, with those the file’s types need', () => {
    expect(read('type,title\nparagraph,Why\n').errors).toEqual(['Missing required headers, please consult the sample CSV file: stem']);
    expect(read('type,title,stem\nmcq,Sodium,Which?\nnumber,Moles,How many?\n').errors).toEqual([
      'Missing required headers, please consult the sample CSV file: choiceA, choiceB, answer',
    ]);
    expect(read('title,stem\nSodium,Which?\n').errors).toEqual(['Missing required headers, please consult the sample CSV file: type']);
  });

  it('reads headers whatever their case and spaces', () => {
    const file = ' TYPE ,Title,Stem,ChoiceA,choiceb,ANSWER\nmcq,Sodium,Which is sodium?,Neon,Sodium,B\n';
    expect(read(file)).toMatchObject({ errors: [], rows: [{ status: 'ready', title: 'Sodium' }] });
  });

  it('refuses more than 200 questions, and a file holding only its header row', () => {
    const many = basic(Array.from({ length: 201 }, (_, n) => mcqRow(`Q${n}`)));
    expect(read(many).errors).toEqual(['Maximum 200 questions can be imported at a time']);
    expect(read(basic(Array.from({ length: 200 }, (_, n) => mcqRow(`Q${n}`)))).bulkData).toHaveLength(200);
    expect(read(basic([])).errors).toEqual(['A file with no questions cannot be uploaded']);
    expect(read(`${basic([])}\n\n,,,,,,,,\n`).errors).toEqual(['A file with no questions cannot be uploaded']);
  });

  it('answers a 10,000-row file with the 200-row message without parsing it all', () => {
    // A broken row far past the limit would be reported if the parser reached it.
    const rows = Array.from({ length: 10_000 }, (_, n) => (n === 9_000 ? mcqRow('"unterminated') : mcqRow(`Question ${n}`)));
    const started = performance.now();
    expect(read(basic(rows)).errors).toEqual(['Maximum 200 questions can be imported at a time']);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('gives the parser’s errors with their question numbers', () => {
    const broken = basic([mcqRow('Fine'), ['mcq', '"Sodium', '', '', 'Which?', 'Neon', 'Sodium', 'Nickel', 'B']]);
    const [message] = read(broken).errors;
    expect(message).toMatch(/^Errors while parsing: Question 2: Quoted field unterminated/);
    const shifted = basic([mcqRow('Fine'), [...mcqRow('Shifted'), 'stray']]);
    expect(read(shifted).errors).toEqual(['Errors while parsing: Question 2: it has 10 fields, the header row 9']);
  });

  it('asks for a title on every question, by its number', () => {
    const answer = read(basic([mcqRow('Sodium'), mcqRow('  '), ['essay', '', '', '', 'Write', '', '', '', '']]));
    expect(answer.errors).toEqual(['Title is required for question 2', 'Title is required for question 3']);
    expect(answer.rows.map((row) => row.status)).toEqual(['ready', 'error', 'error']);
  });

  it('refuses a file over 5 MB before reading it, and reads a 4.9 MB cell inside the limit', () => {
    const cell = (size: number) => 'x'.repeat(Math.floor(size));
    const over = basic([mcqRow('Long', cell(5 * 1024 * 1024))]);
    expect(read(over).errors).toEqual(['The file is larger than 5 MB: split it into smaller files and upload them one at a time']);
    const inside = new TextEncoder().encode(basic([mcqRow('Long', cell(4.9 * 1024 * 1024))]));
    const answer = read(inside);
    expect(answer.errors).toEqual([]);
    expect(plain(shape(answer.bulkData[0]).stem)).toHaveLength(Math.floor(4.9 * 1024 * 1024));
  });

  it('refuses a file that is not UTF-8 (Latin-1 bytes)', () => {
    const latin1 = Uint8Array.from([...'type,title,stem\nparagraph,Caf', 0xe9, ...',Pourquoi?\n'].map((c) => (typeof c === 'number' ? c : c.charCodeAt(0))));
    expect(read(latin1).errors).toEqual(['The file is not UTF-8 text: save it as CSV UTF-8 and try again']);
  });

  it('reads UTF-8 with a byte order mark', () => {
    const bytes = new TextEncoder().encode(basic([mcqRow('Café au lait')]));
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]);
    expect(read(withBom)).toMatchObject({ errors: [], rows: [{ status: 'ready', title: 'Café au lait' }] });
    expect(read(`\ufeff${basic([mcqRow('Tea')])}`)).toMatchObject({ errors: [], rows: [{ title: 'Tea' }] });
  });

  it('says so when no question can be imported', () => {
    expect(read(basic([['essay', 'Essay', '', '', 'Write', '', '', '', '']])).errors).toEqual(['None of the questions in this file can be imported']);
  });
});

describe('rows', () => {
  it('reads quoted fields holding commas, quotes and line breaks', () => {
    const file = basic([['mcq', '"Salt, table"', '', '', '"Which ion is in ""table salt""?\nPick one."', '"Na+, sodium"', 'Cl-', 'K+', 'A']]);
    const answer = read(file);
    expect(answer.errors).toEqual([]);
    expect(answer.rows[0].title).toBe('Salt, table');
    expect(plain(shape(answer.bulkData[0]).stem)).toBe('Which ion is in "table salt"?\nPick one.');
    expect(choiceTexts(answer.bulkData[0])).toEqual(['Na+, sodium', 'Cl-', 'K+']);
  });

  it('reads mixed \\r\\n and \\n line endings', () => {
    const file = `${BASIC_HEADER.join(',')}\r\n${mcqRow('One').join(',')}\n${mcqRow('Two').join(',')}\r\n${mcqRow('Three').join(',')}\r${mcqRow('Four').join(',')}`;
    expect(read(file).rows.map((row) => [row.title, row.status])).toEqual([
      ['One', 'ready'],
      ['Two', 'ready'],
      ['Three', 'ready'],
      ['Four', 'ready'],
    ]);
  });

  it('keeps cells starting with =, +, - or @ as literal text', () => {
    const injected = ['=HYPERLINK("http://evil.test","click")', '+1+2', '-2+3', '@SUM(A1:A2)'];
    const file = basic([['mcq', '"=1+1"', '', '', `"${injected[0].replace(/"/g, '""')}"`, injected[1], injected[2], injected[3], 'C']]);
    const answer = read(file);
    expect(answer.errors).toEqual([]);
    expect(answer.bulkData[0].title).toBe('=1+1');
    expect(plain(shape(answer.bulkData[0]).stem)).toBe(injected[0]);
    expect(choiceTexts(answer.bulkData[0])).toEqual(injected.slice(1));
  });

  it('matches objectives and tags by title without case or brackets, and lists the unknown ones per row', () => {
    const file = basic([
      ['mcq', 'Sodium', '"[read the PERIODIC table, Split atoms]"', '"[easy], Quantum,  Periodic Table "', 'Which?', 'Neon', 'Sodium', 'Nickel', 'B'],
      ['mcq', 'Neon', 'Use the mole concept', '', 'Which?', 'Neon', 'Sodium', 'Nickel', 'A'],
    ]);
    const answer = read(file);
    expect(answer.errors).toEqual([]);
    expect(answer.rows.map((row) => [row.unknownObjectives, row.unknownTags])).toEqual([
      [['Split atoms'], ['Quantum']],
      [[], []],
    ]);
    expect(answer.bulkData.map((row) => [row.objectives, row.tags])).toEqual([
      [{ '1': [1] }, [14, 11]],
      [{ '1': [4] }, []],
    ]);
  });

  it('skips types it does not import and types the project does not offer, saying why', () => {
    const project = { ...CHEMISTRY_PROJECT, activityTypes: CHEMISTRY_PROJECT.activityTypes.map((type) => ({ ...type, offered: type.slug !== 'oli_ordering' })) };
    const file = basic([
      mcqRow('Sodium'),
      ['essay', 'Essay', '', '', 'Write', '', '', '', ''],
      ['', 'No type', '', '', 'Write', '', '', '', ''],
      ['ordering', 'Order', '', '', 'Order them', 'A', 'B', 'C', '"A,B,C"'],
    ]);
    const answer = readBankCsv(file, project);
    expect(answer.errors).toEqual([]);
    expect(answer.rows.map((row) => [row.status, row.reason])).toEqual([
      ['ready', undefined],
      ['skipped', "'essay' is not a type that can be imported"],
      ['skipped', 'No type given'],
      ['skipped', 'Ordering questions are not offered in this project'],
    ]);
    expect(answer.bulkData.map((row) => row.title)).toEqual(['Sodium']);
  });

  it('holds the upload for an answer that does not fit the question', () => {
    const row = (type: string, answerCell: string) => [type, `A ${type} question`, '', '', 'Stem', 'One', 'Two', 'Three', answerCell];
    const answer = read(
      basic([
        row('mcq', 'D'),
        row('mcq', '"A,B"'),
        row('mcq', 'G'),
        row('cata', ''),
        row('ordering', '"A,B"'),
        row('number', 'three'),
        row('text', ''),
        ['mcq', 'Empty stem', '', '', '', 'One', 'Two', '', 'A'],
        ['mcq', 'One choice', '', '', 'Stem', 'One', '', '', 'A'],
      ]),
    );
    expect(answer.errors).toEqual([
      'The answer of question 1 names choice D, which is empty',
      'The answer of question 2 must be one choice letter, such as B',
      "The answer of question 3 names 'G': use the choice letters A to F",
      'The answer of question 4 must name the correct choices, such as A,C',
      'The answer of question 5 must list every choice once in the correct order, such as C,A,B',
      'The answer of question 6 must be a number, such as 3.5 or -2e3',
      'Question 7 needs an answer',
      'The stem of question 8 is empty',
      'Question 9 needs at least two choices',
    ]);
    expect(answer.rows.every((preview) => preview.status === 'error')).toBe(true);
    expect(answer.bulkData).toEqual([]);
  });

  it('reads answers written as lower-case letters, with spaces or brackets', () => {
    const file = basic([['cata', 'Gases', '', '', 'Which?', 'Helium', 'Iron', 'Neon', '"[a, c]"']]);
    expect(correctTexts(read(file).bulkData[0])).toEqual(['Helium', 'Neon']);
  });

  it('credits any answer to a paragraph question without an expected answer', () => {
    const answer = read('type,title,stem\nparagraph,Reflect,What did you learn?\n');
    expect(answer.errors).toEqual([]);
    expect(evaluate(answer.bulkData[0], 'Moles.').score).toBe(1);
    expect(text(answer.bulkData[0].content)).not.toContain('"score":0');
  });
});
