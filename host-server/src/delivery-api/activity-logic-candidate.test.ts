import { describe, expect, it } from 'vitest';
import { logicCandidate, plainText } from './activity-logic-candidate.js';

const paragraph = (...children: unknown[]) => ({ type: 'p', id: 'p', children });

describe('plainText', () => {
  it('runs the text of one block together and spaces blocks apart', () => {
    const content = [paragraph({ text: 'Photo' }, { text: 'synthesis', strong: true }, { type: 'a', href: 'x', children: [{ text: ' happens' }] }), paragraph({ text: 'in leaves' })];
    expect(plainText(content)).toBe('Photosynthesis happens in leaves');
    expect(plainText({ type: 'ul', children: [{ type: 'li', children: [paragraph({ text: 'one' })] }, { type: 'li', children: [paragraph({ text: 'two' })] }] })).toBe('one two');
  });
});

describe('logicCandidate', () => {
  it('takes the learner-visible text, every objective of every part once, and the tags', () => {
    const candidate = logicCandidate({
      resourceId: 9,
      title: 'Leaves',
      content: JSON.stringify({
        stem: { content: [paragraph({ text: 'Where does it happen?' })] },
        choices: [{ id: 'a', content: [paragraph({ text: 'Roots' })] }],
        authoring: { parts: [{ id: '1', responses: [{ feedback: { content: [paragraph({ text: 'The secret answer' })] } }] }] },
      }),
      objectives: JSON.stringify({ '1': [10, 11], '2': [11, 12] }),
      tags: JSON.stringify([3, 3, 4]),
    });
    expect(candidate).toEqual({ id: 9, title: 'Leaves', text: 'Where does it happen? Roots', objectiveIds: [10, 11, 12], tagIds: [3, 4], activityTypeId: null });
  });

  it('reads unreadable or misshapen columns as empty', () => {
    expect(logicCandidate({ resourceId: 1, title: 'T', content: '{oops', objectives: '[1]', tags: '{"a":1}' }, 5)).toEqual({
      id: 1,
      title: 'T',
      text: '',
      objectiveIds: [],
      tagIds: [],
      activityTypeId: 5,
    });
  });
});
