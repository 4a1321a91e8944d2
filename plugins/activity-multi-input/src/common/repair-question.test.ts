import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Descendant, type Part } from '@quire/plugin-sdk';
import { MULTI_INPUT_TYPES, multiInputModelSchema, type MultiInput } from './multi-input-schema.js';
import { questionProblems, type MultiInputDraft } from './question-problems.js';
import { repairQuestion } from './repair-question.js';
import { stemInputRefIds } from './stem-input-refs.js';

function counter() {
  let n = 0;
  return () => `new${n++}`;
}

const ref = (id: string) => ({ type: 'input_ref', id, children: [{ text: '' }] });
const part = (id: string): Part => ({ id, scoringStrategy: 'average', responses: [], hints: [] });
const draft = (content: unknown[], inputs: MultiInput[], parts: Part[] = [], choices: string[] = []): MultiInputDraft => ({
  stem: { id: 's', content: [{ type: 'p', id: 'p', children: [{ text: 'Q ' }, ...content, { text: '' }] }] as Descendant[] },
  choices: choices.map((id) => ({ id, content: [] })),
  inputs,
  authoring: { parts, transformations: [], previewText: '' },
});

const inputIds = fc.constantFrom('a', 'b', 'c', 'd', 'not valid');
const partIds = fc.constantFrom('p1', 'p2', 'p3');
const choiceIds = fc.constantFrom('c1', 'c2', 'c3', 'c4');
const inputArb: fc.Arbitrary<MultiInput> = fc
  .record({ id: inputIds, inputType: fc.constantFrom(...MULTI_INPUT_TYPES), partId: partIds, choiceIds: fc.array(choiceIds, { maxLength: 4 }) })
  .map(({ choiceIds: ids, ...input }) => (input.inputType === 'dropdown' ? { ...input, inputType: 'dropdown' as const, choiceIds: ids } : input) as MultiInput);
const draftArb: fc.Arbitrary<MultiInputDraft> = fc
  .record({
    refs: fc.array(fc.oneof(inputIds.map(ref), fc.string({ maxLength: 5 }).map((text) => ({ text }))), { maxLength: 6 }),
    inputs: fc.array(inputArb, { maxLength: 5 }),
    parts: fc.array(partIds.map(part), { maxLength: 4 }),
    choices: fc.array(choiceIds, { maxLength: 5 }),
    scopedShuffle: fc.option(partIds),
  })
  .map(({ refs, inputs, parts, choices, scopedShuffle }) => {
    const d = draft(refs, inputs, parts, choices);
    const transformations = scopedShuffle ? [{ id: 't', path: 'choices', operation: 'shuffle' as const, firstAttemptOnly: true, partId: scopedShuffle }] : [];
    return { ...d, authoring: { ...d.authoring, transformations } };
  });

describe('repairQuestion', () => {
  it('makes any draft a valid model whose inputs, stem references, parts and choices correspond', () => {
    fc.assert(
      fc.property(draftArb, (d) => {
        const repaired = repairQuestion(d, counter());
        expect(questionProblems(repaired)).toEqual([]);
        expect(multiInputModelSchema.safeParse(repaired).success).toBe(true);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(draftArb, (d) => {
        const once = repairQuestion(d, counter());
        expect(repairQuestion(once, counter())).toEqual(once);
      }),
    );
  });

  it('turns a reference without an input into a text input with its own part', () => {
    const repaired = repairQuestion(draft([ref('a')], []), counter());
    expect(repaired.inputs).toEqual([{ id: 'a', inputType: 'text', partId: 'new0' }]);
    expect(repaired.authoring.parts.map((p) => p.id)).toEqual(['new0']);
    expect(repaired.authoring.parts[0].responses[0].rule).toContain('input_ref_a');
  });

  it('adds a text input at the end of a stem that refers to none', () => {
    const repaired = repairQuestion(draft([], []), counter());
    expect(repaired.inputs).toHaveLength(1);
    expect(repaired.inputs[0].inputType).toBe('text');
    expect(stemInputRefIds(repaired.stem.content)).toEqual([repaired.inputs[0].id]);
  });

  it('creates a missing part and missing dropdown choices, and removes unused ones', () => {
    const dropdown: MultiInput = { id: 'a', inputType: 'dropdown', partId: 'p9', choiceIds: ['c1', 'c2'] };
    const repaired = repairQuestion(draft([ref('a')], [dropdown], [part('p1')], ['c1', 'c5']), counter());
    expect(repaired.choices.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(repaired.authoring.parts).toHaveLength(1);
    expect(repaired.inputs[0].partId).toBe(repaired.authoring.parts[0].id);
    expect(repaired.authoring.parts[0].id).not.toBe('p1');
  });

  it('removes inputs the stem does not mention, and gives inputs sharing a part a part each', () => {
    const inputs: MultiInput[] = [
      { id: 'a', inputType: 'numeric', partId: 'p1' },
      { id: 'b', inputType: 'text', partId: 'p1' },
      { id: 'z', inputType: 'text', partId: 'p2' },
    ];
    const repaired = repairQuestion(draft([ref('a'), ref('b')], inputs, [part('p1'), part('p2')]), counter());
    expect(repaired.inputs.map((i) => [i.id, i.partId])).toEqual([
      ['a', 'p1'],
      ['b', 'new0'],
    ]);
  });
});
