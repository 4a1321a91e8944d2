/**
 * The web app's modules a lesson page may draw with, by their path in the client build's
 * manifest. The server puts their stylesheets, with every plugin's, in the page itself:
 * the page is styled from its first paint, and without script.
 */
export const LESSON_PAGE_MODULES: readonly string[] = [
  'src/delivery/lesson-route.tsx',
  'src/delivery/delivered-activity.tsx',
  'src/app/undo/undo-toast.tsx',
  'src/delivery/content/pagination.tsx',
  'src/delivery/content/group-view.tsx',
  'src/delivery/content/survey-view.tsx',
  'src/delivery/content/alternatives-view.tsx',
  'src/delivery/content/report-view.tsx',
  'src/delivery/content/selection-view.tsx',
];
