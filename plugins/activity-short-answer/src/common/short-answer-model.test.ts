import { describe, expect, it } from 'vitest';
import { createShortAnswerModel, shortAnswerModelSchema } from './short-answer-model.js';
import { shortAnswerType } from './short-answer-type.js';

describe('a new short answer question', () => {
  const model = createShortAnswerModel();

  it('is a valid text question with an empty stem, one part with Correct/Incorrect answers and three empty hints', () => {
    expect(shortAnswerModelSchema.safeParse(model).success).toBe(true);
    expect(model.inputType).toBe('text');
    expect(model.stem.content).toEqual([]);
    const [part] = model.authoring.parts;
    expect(part).toMatchObject({ id: '1', scoringStrategy: 'average' });
    expect(part.hints).toHaveLength(3);
    expect(part.responses.map((r) => [r.score, JSON.stringify(r.feedback.content).includes('"Correct"')])).toEqual([
      [1, true],
      [0, false],
    ]);
    expect(JSON.stringify(part.responses[1].feedback.content)).toContain('"Incorrect"');
  });

  it('is offered everywhere as Short Answer and previews its stem text', () => {
    expect(shortAnswerType).toMatchObject({ slug: 'oli_short_answer', friendlyName: 'Short Answer', globallyAvailable: true });
    const stem = { id: 's', content: [{ type: 'p', id: 'p', children: [{ text: 'What is 2 + 2?' }] }] };
    expect(shortAnswerType.previewText!({ ...model, stem })).toBe('What is 2 + 2?');
  });
});
