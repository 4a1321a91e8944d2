import type { PluginManifest } from '@quire/core';
import { z } from 'zod';

const quizModel = z.object({
  stem: z.string().max(10_000),
  choices: z.array(z.object({ id: z.string(), text: z.string() })).max(20).default([]),
  authoring: z.object({ parts: z.array(z.object({ id: z.string() })) }).optional(),
});

/** Two activity types: `test-quiz` offered everywhere, `test-hidden` only where a project enables it. */
export const testActivityPlugin: PluginManifest = {
  id: 'test-activities',
  activityTypes: [
    {
      slug: 'test-quiz',
      friendlyName: 'Test quiz',
      schema: quizModel,
      createDefaultModel: () => ({ stem: '', choices: [] }),
    },
    {
      slug: 'test-hidden',
      friendlyName: 'Hidden quiz',
      schema: quizModel,
      globallyAvailable: false,
      createDefaultModel: () => ({ stem: '', choices: [] }),
    },
  ],
};
