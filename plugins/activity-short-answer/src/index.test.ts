import { describe, expect, it } from 'vitest';
import { shortAnswerAuthoring } from './authoring/index.js';
import { shortAnswerDelivery } from './delivery/index.js';
import { shortAnswerPlugin } from './index.js';

describe('activity-short-answer', () => {
  it('contributes the oli_short_answer type, offered in every project, with an editor and a learner view', () => {
    expect(shortAnswerPlugin.id).toBe('activity-short-answer');
    const [type] = shortAnswerPlugin.activityTypes ?? [];
    expect(type).toMatchObject({ slug: 'oli_short_answer', friendlyName: 'Short Answer', globallyAvailable: true });
    expect(type.schema.safeParse(type.createDefaultModel()).success).toBe(true);
    expect(shortAnswerAuthoring.activities?.oli_short_answer).toBeTypeOf('function');
    expect(shortAnswerDelivery.activities?.oli_short_answer).toBeTypeOf('function');
  });
});
