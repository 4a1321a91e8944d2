// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { deliveredModel } from '@quire/plugin-sdk';
import { firstAttemptProps, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import { multiInputType } from '../common/multi-input-type.js';
import { multiInputDelivery } from './index.js';

describe('the oli_multi_input learner view on the server', () => {
  it('renders without a window, with no answer key in the HTML, and hydrates without a mismatch', async () => {
    const html = await renderedOnServerAndHydrated(multiInputDelivery.activities!.oli_multi_input, firstAttemptProps(deliveredModel(multiInputType.createDefaultModel())));
    expect(html).not.toContain('authoring');
    expect(html).toContain('>Submit<');
  });
});
