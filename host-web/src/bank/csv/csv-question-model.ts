/**
 * The model a CSV row becomes, built with the SDK's own helpers so that it is what the
 * type's editor would have made: a choice question with its rules following its correct
 * ids, or a short answer with one part graded by a rule on the expected answer. Stems,
 * choices, feedback, hints and the explanation hold the cell's text, which the editor puts
 * in its default text block, as it does for a new model's feedback.
 */
import { textRichContent } from '@quire/core';
import {
  DEFAULT_CORRECT_FEEDBACK,
  DEFAULT_HINT_COUNT,
  DEFAULT_INCORRECT_FEEDBACK,
  createChoice,
  createChoiceActivityModel,
  editChoicePart,
  isValidNumericAnswer,
  makeResponse,
  richContentText,
  setChoices,
  setCorrectChoices,
  textFeedback,
  type ActivityModel,
  type ActivityResponse,
  type AuthorRule,
  type Part,
} from '@quire/plugin-sdk';
import { CHOICE_LETTERS, type ChoiceLetter, type CsvColumn, type CsvQuestionKind } from './csv-columns.js';

/** A row's cells by column; a column the file lacks reads as empty. */
export type CsvCells = (column: CsvColumn) => string;

export type BuiltModel = { readonly model: ActivityModel } | { readonly error: string };

// The short answer's single part: the plugin names it '1', as choice types do.
const SHORT_ANSWER_PART_ID = '1';

function richText(text: string, makeId: () => string) {
  return { id: makeId(), content: textRichContent(text) };
}

function hints(cells: CsvCells, makeId: () => string) {
  return Array.from({ length: DEFAULT_HINT_COUNT }, (_, index) => richText(cells(`hint${index + 1}` as CsvColumn), makeId));
}

/** The part's hints and explanation from the row; the explanation is left out when the cell is empty. */
function withHintsAndExplanation(part: Part, cells: CsvCells, makeId: () => string): Part {
  const explanation = cells('explanation');
  return { ...part, hints: hints(cells, makeId), ...(explanation === '' ? {} : { explanation: richText(explanation, makeId) }) };
}

function feedbackText(cells: CsvCells, column: 'correct_feedback' | 'incorrect_feedback'): string {
  const text = cells(column);
  if (text !== '') return text;
  return column === 'correct_feedback' ? DEFAULT_CORRECT_FEEDBACK : DEFAULT_INCORRECT_FEEDBACK;
}

/** The letters an answer cell names: 'A,C', 'A, C', '[C, A, B]' or 'ca', upper-cased, in order. */
function answerLetters(answer: string): string[] {
  return answer
    .replace(/[[\]]/g, '')
    .split(/[\s,;]+/)
    .filter((part) => part !== '')
    .flatMap((part) => (/^[a-z]+$/i.test(part) ? [...part.toUpperCase()] : [part]));
}

function choiceModel(kind: Extract<CsvQuestionKind, { family: 'choice' }>, cells: CsvCells, question: number, makeId: () => string): BuiltModel {
  const filled = CHOICE_LETTERS.filter((letter) => cells(`choice${letter}`) !== '');
  if (filled.length < 2) return { error: `Question ${question} needs at least two choices` };
  const letters = answerLetters(cells('answer'));
  const unknown = letters.find((letter) => !(CHOICE_LETTERS as readonly string[]).includes(letter));
  if (unknown !== undefined) return { error: `The answer of question ${question} names '${unknown}': use the choice letters A to F` };
  const empty = letters.find((letter) => !filled.includes(letter as ChoiceLetter));
  if (empty !== undefined) return { error: `The answer of question ${question} names choice ${empty}, which is empty` };
  const named = [...new Set(letters)] as ChoiceLetter[];

  let order: readonly ChoiceLetter[] = filled;
  if (kind.mode === 'single' && (named.length !== 1 || letters.length !== 1)) {
    return { error: `The answer of question ${question} must be one choice letter, such as B` };
  }
  if (kind.mode === 'multiple' && named.length === 0) {
    return { error: `The answer of question ${question} must name the correct choices, such as A,C` };
  }
  if (kind.mode === 'order' && letters.length > 0) {
    if (letters.length !== filled.length || named.length !== filled.length) {
      return { error: `The answer of question ${question} must list every choice once in the correct order, such as C,A,B` };
    }
    // An ordering question's correct order is the authored order of its choices.
    order = named;
  }

  const choiceOf = new Map(order.map((letter) => [letter, createChoice(cells(`choice${letter}`), makeId)]));
  const choices = order.map((letter) => choiceOf.get(letter)!);
  let model = setChoices(createChoiceActivityModel(kind.mode, makeId), kind.mode, choices);
  if (kind.mode !== 'order') model = setCorrectChoices(model, kind.mode, named.map((letter) => choiceOf.get(letter)!.id));
  const correctResponseId = model.authoring.correct?.[1];
  model = editChoicePart(model, (part) =>
    withHintsAndExplanation(
      {
        ...part,
        responses: part.responses.map((response) => ({
          ...response,
          feedback: textFeedback(feedbackText(cells, response.id === correctResponseId ? 'correct_feedback' : 'incorrect_feedback'), makeId),
        })),
      },
      cells,
      makeId,
    ),
  );
  const stem = richText(cells('stem'), makeId);
  return { model: { ...model, stem, authoring: { ...model.authoring, previewText: richContentText(stem.content) } } };
}

function shortAnswerResponses(
  kind: Extract<CsvQuestionKind, { family: 'short-answer' }>,
  cells: CsvCells,
  question: number,
  makeId: () => string,
): ActivityResponse[] | { error: string } {
  const answer = cells('answer');
  const correct = feedbackText(cells, 'correct_feedback');
  const incorrect = feedbackText(cells, 'incorrect_feedback');
  const anything: AuthorRule = { kind: 'text', operator: 'regex', value: '.*' };
  if (kind.inputType === 'textarea' && answer === '') {
    // A paragraph without an expected answer credits any answer, as a written reflection.
    return [makeResponse(anything, 1, correct, makeId)];
  }
  if (answer === '') return { error: `Question ${question} needs an answer` };
  let rule: AuthorRule;
  if (kind.inputType === 'numeric') {
    if (!isValidNumericAnswer(answer)) return { error: `The answer of question ${question} must be a number, such as 3.5 or -2e3` };
    rule = { kind: 'numeric', operator: 'eq', value: answer };
  } else {
    // Typed words are compared without case, math exactly (m and M differ); a paragraph only has to contain the answer.
    const operator = kind.inputType === 'textarea' ? 'contains' : kind.inputType === 'math' ? 'equals' : 'iequals';
    rule = { kind: 'text', operator, value: answer };
  }
  return [makeResponse(rule, 1, correct, makeId), makeResponse(anything, 0, incorrect, makeId)];
}

function shortAnswerModel(kind: Extract<CsvQuestionKind, { family: 'short-answer' }>, cells: CsvCells, question: number, makeId: () => string): BuiltModel {
  const responses = shortAnswerResponses(kind, cells, question, makeId);
  if ('error' in responses) return responses;
  const stem = richText(cells('stem'), makeId);
  const part = withHintsAndExplanation({ id: SHORT_ANSWER_PART_ID, scoringStrategy: 'average', responses, hints: [] }, cells, makeId);
  return {
    model: {
      stem,
      inputType: kind.inputType,
      authoring: { parts: [part], transformations: [], previewText: richContentText(stem.content) },
    },
  };
}

/** The model of row `question` (1-based), or why it cannot be built. */
export function csvQuestionModel(kind: CsvQuestionKind, cells: CsvCells, question: number, makeId: () => string): BuiltModel {
  return kind.family === 'choice' ? choiceModel(kind, cells, question, makeId) : shortAnswerModel(kind, cells, question, makeId);
}
