// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { deliveredModel } from '@quire/plugin-sdk';
import { firstAttemptProps, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import { shortAnswerType } from '../common/short-answer-type.js';
import { shortAnswerDelivery } from './index.js';

describe('the oli_short_answer learner view on the server', () => {
  it('renders without a window, with no answer key in the HTML, and hydrates without a mismatch', async () => {
    const html = await renderedOnServerAndHydrated(shortAnswerDelivery.activities!.oli_short_answer, firstAttemptProps(deliveredModel(shortAnswerType.createDefaultModel())));
    expect(html).not.toContain('authoring');
    expect(html).toContain('>Submit<');
  });
});
