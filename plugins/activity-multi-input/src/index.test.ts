import { describe, expect, it } from 'vitest';
import { multiInputAuthoring } from './authoring/index.js';
import { multiInputDelivery } from './delivery/index.js';
import { multiInputPlugin } from './index.js';

describe('activity-multi-input', () => {
  it('contributes the oli_multi_input type, offered in every project, with an editor and a learner view', () => {
    expect(multiInputPlugin.id).toBe('activity-multi-input');
    const [type] = multiInputPlugin.activityTypes ?? [];
    expect(type).toMatchObject({ slug: 'oli_multi_input', friendlyName: 'Multi Input', globallyAvailable: true });
    expect(type.schema.safeParse(type.createDefaultModel()).success).toBe(true);
    expect(type.transform).toBeTypeOf('function');
    expect(multiInputAuthoring.activities?.oli_multi_input).toBeTypeOf('function');
    expect(multiInputDelivery.activities?.oli_multi_input).toBeTypeOf('function');
  });
});
