// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { deliveredModel, nodeText, type Descendant } from '@quire/plugin-sdk';
import type { ActivityDeliveryProps } from '@quire/plugin-sdk/delivery';
import { hydrateInBrowser, renderOnServer, singlePartAttempt } from '@quire/plugin-sdk/testing';
import { multipleChoiceType } from '../common/activity-multiple-choice-type.js';
import { multipleChoiceDelivery } from './index.js';

const View = multipleChoiceDelivery.activities!.oli_multiple_choice;
const model = deliveredModel(multipleChoiceType.createDefaultModel());
const answered = async () => {};
const props: ActivityDeliveryProps<unknown> = {
  model,
  attempt: singlePartAttempt(),
  onSubmit: answered,
  onRequestHint: answered,
  onReset: answered,
  readOnly: false,
  renderContent: (nodes: readonly Descendant[]) => nodes.map((node) => nodeText(node)).join(' '),
};

describe('the oli_multiple_choice learner view on the server', () => {
  it('renders without a window, with no answer key in the HTML, and hydrates without a mismatch', async () => {
    const html = renderOnServer(View, props);
    expect(html).not.toContain('authoring');
    expect(html).toContain('>Submit<');
    (await hydrateInBrowser(View, props, html)).unmount();
  });
});
