// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { deliveredModel } from '@quire/plugin-sdk';
import { firstAttemptProps, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import { orderingType } from '../common/activity-ordering-type.js';
import { orderingDelivery } from './index.js';

describe('the oli_ordering learner view on the server', () => {
  it('renders without a window, with no answer key in the HTML, and hydrates without a mismatch', async () => {
    const html = await renderedOnServerAndHydrated(orderingDelivery.activities!.oli_ordering, firstAttemptProps(deliveredModel(orderingType.createDefaultModel())));
    expect(html).not.toContain('authoring');
    expect(html).toContain('>Submit<');
  });
});
