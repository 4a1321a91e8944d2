// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { deliveredModel } from '@quire/plugin-sdk';
import { firstAttemptProps, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import { checkAllThatApplyType } from '../common/activity-check-all-that-apply-type.js';
import { checkAllThatApplyDelivery } from './index.js';

describe('the oli_check_all_that_apply learner view on the server', () => {
  it('renders without a window, with no answer key in the HTML, and hydrates without a mismatch', async () => {
    const html = await renderedOnServerAndHydrated(checkAllThatApplyDelivery.activities!.oli_check_all_that_apply, firstAttemptProps(deliveredModel(checkAllThatApplyType.createDefaultModel())));
    expect(html).not.toContain('authoring');
    expect(html).toContain('>Submit<');
  });
});
