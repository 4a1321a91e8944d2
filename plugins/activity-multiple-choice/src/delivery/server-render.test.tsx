// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { deliveredModel } from '@quire/plugin-sdk';
import { firstAttemptProps, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import { multipleChoiceType } from '../common/activity-multiple-choice-type.js';
import { multipleChoiceDelivery } from './index.js';

describe('the oli_multiple_choice learner view on the server', () => {
  it('renders without a window, with no answer key in the HTML, and hydrates without a mismatch', async () => {
    const html = await renderedOnServerAndHydrated(multipleChoiceDelivery.activities!.oli_multiple_choice, firstAttemptProps(deliveredModel(multipleChoiceType.createDefaultModel())));
    expect(html).not.toContain('authoring');
    expect(html).toContain('>Submit<');
  });
});
