import type { Descendant } from '@quire/core';
import { DEMO_PAGE } from './demo-page.js';

/** The people of the demo, with the passwords README.md documents. */
export const DEMO_ACCOUNTS = {
  author: { email: 'author@example.com', password: 'quire-author', name: 'Ada Author' },
  instructor: { email: 'instructor@example.com', password: 'quire-instructor', name: 'Ian Instructor' },
  learner: { email: 'learner@example.com', password: 'quire-learner', name: 'Lea Learner' },
} as const;

export const DEMO_PROJECT_TITLE = 'Introduction to Chemistry';
export const DEMO_SECTION_TITLE = 'Introduction to Chemistry — Spring';
/** A second section of the same course, open and free: the home page offers it to anyone, guests included. */
export const DEMO_OPEN_SECTION_TITLE = 'Introduction to Chemistry — Open to everyone';

const p = (id: string, text: string): Descendant => ({ type: 'p', id, children: [{ text }] });

/** The pages of the demo course, in order, inside one module. */
export const DEMO_PAGES: { title: string; content: Descendant[] }[] = [
  { title: 'Welcome', content: [
    { type: 'h1', id: 'w-h1', children: [{ text: 'Welcome to Introduction to Chemistry' }] },
    p('w-p1', 'This course introduces the ideas chemists use every day: measurement, matter, and change.'),
    { type: 'ul', id: 'w-ul', style: 'disc', children: [
      { type: 'li', id: 'w-li1', children: [p('w-li1p', 'Read each page in order.')] },
      { type: 'li', id: 'w-li2', children: [p('w-li2p', 'Try the checks at the end of a module.')] },
    ] },
    p('w-end', ''),
  ] },
  DEMO_PAGE,
  { title: 'Converting units', content: [
    { type: 'p', id: 'c-p1', children: [{ text: 'To convert grams to moles, divide by the ' }, { text: 'molar mass', em: true }, { text: '.' }] },
    { type: 'table', id: 'c-t', border: 'solid', rowstyle: 'plain', caption: 'Molar masses', children: [
      { type: 'tr', id: 'c-r1', children: [{ type: 'th', id: 'c-h11', children: [{ text: 'Substance' }] }, { type: 'th', id: 'c-h12', children: [{ text: 'g/mol' }] }] },
      { type: 'tr', id: 'c-r2', children: [{ type: 'td', id: 'c-d21', children: [{ text: 'Water' }] }, { type: 'td', id: 'c-d22', align: 'right', children: [{ text: '18.02' }] }] },
      { type: 'tr', id: 'c-r3', children: [{ type: 'td', id: 'c-d31', children: [{ text: 'Carbon dioxide' }] }, { type: 'td', id: 'c-d32', align: 'right', children: [{ text: '44.01' }] }] },
    ] },
    p('c-end', ''),
  ] },
];

const rich = (id: string, text: string) => ({ id, content: [p(`${id}-p`, text)] });
const feedback = (id: string, text: string) => ({ id, content: [p(`${id}-p`, text)] });

/** The demo's check: a multiple-choice and a numeric short-answer activity, answered on the last page. */
export const DEMO_ACTIVITIES: { typeSlug: string; model: Record<string, unknown> }[] = [
  {
    typeSlug: 'oli_multiple_choice',
    model: {
      stem: rich('mc-stem', 'Which unit is the SI base unit of mass?'),
      choices: [rich('gram', 'The gram'), rich('kilogram', 'The kilogram'), rich('pound', 'The pound')],
      authoring: {
        parts: [
          {
            id: '1',
            scoringStrategy: 'best',
            responses: [
              { id: 'mc-right', rule: 'input like {^kilogram$}', score: 1, correct: true, feedback: feedback('mc-right-fb', 'Correct') },
              { id: 'mc-other', rule: 'input like {.*}', score: 0, feedback: feedback('mc-other-fb', 'Incorrect') },
            ],
            hints: [rich('mc-h1', 'It is the only base unit whose name has a prefix.'), rich('mc-h2', 'Kilo means a thousand.'), rich('mc-h3', '')],
            explanation: rich('mc-why', 'The kilogram is the base unit; the gram is a thousandth of it.'),
          },
        ],
        correct: [['kilogram'], 'mc-right'],
        targeted: [],
        transformations: [{ id: 'mc-shuffle', path: 'choices', operation: 'shuffle', firstAttemptOnly: true }],
        previewText: 'Which unit is the SI base unit of mass?',
      },
    },
  },
  {
    typeSlug: 'oli_short_answer',
    model: gramsQuestion('sa', 'How many grams are there in 2.5 kg?', 2500, 'One kilogram is 1000 grams.', '2.5 × 1000 g = 2500 g.'),
  },
];

/** A numeric short-answer question: its stem, the answer in grams, one hint and the explanation. */
function gramsQuestion(id: string, stem: string, grams: number, hint: string, explanation: string): Record<string, unknown> {
  return {
    stem: rich(`${id}-stem`, stem),
    inputType: 'numeric',
    authoring: {
      parts: [
        {
          id: '1',
          scoringStrategy: 'best',
          responses: [
            { id: `${id}-right`, rule: `input = {${grams}}`, score: 1, correct: true, feedback: feedback(`${id}-right-fb`, 'Correct') },
            { id: `${id}-other`, rule: 'input like {.*}', score: 0, feedback: feedback(`${id}-other-fb`, 'Incorrect') },
          ],
          hints: [rich(`${id}-h1`, hint), rich(`${id}-h2`, ''), rich(`${id}-h3`, '')],
          explanation: rich(`${id}-why`, explanation),
        },
      ],
      transformations: [],
      previewText: stem,
    },
  };
}

/** A question of the activity bank, titled. */
function bankedConversion(id: string, title: string, stem: string, grams: number, hint: string) {
  return { typeSlug: 'oli_short_answer', title, model: gramsQuestion(id, stem, grams, hint, `The answer is ${grams} g.`) };
}

/** The project's activity bank: questions a page's selection draws from, one learner at a time. */
export const DEMO_BANK_ACTIVITIES: { typeSlug: string; title: string; model: Record<string, unknown> }[] = [
  bankedConversion('bank-kg', 'Kilograms to grams', 'How many grams are there in 0.4 kg?', 400, 'One kilogram is 1000 grams.'),
  bankedConversion('bank-mg', 'Milligrams to grams', 'How many grams are there in 3000 mg?', 3, 'One gram is 1000 milligrams.'),
  bankedConversion('bank-t', 'Tonnes to grams', 'How many grams are there in 0.002 t?', 2000, 'One tonne is 1000 kilograms.'),
];

/** The page that holds the demo's activities, after its opening paragraph. */
export const DEMO_CHECK_PAGE = {
  title: 'Check your understanding',
  intro: [p('k-p1', 'Answer both questions. You can ask for a hint, and try again as often as you like: your best score counts.')] as Descendant[],
};

/**
 * The demo's practice page: two pages split at a break, a 'Learn by doing' group, a survey
 * of one multiple-choice question with a report of the class's answers, a question drawn
 * from the course's other activities, and two versions of an explanation to choose between.
 * `survey` is where the survey's activity goes (its resource id is known once created).
 */
export function demoPracticePage(surveyActivityId: number) {
  const content = (id: string, text: string) => ({ type: 'content', id, children: [p(`${id}-p`, text)] });
  return {
    title: 'Practice',
    model: [
      content('pr-intro', 'This page has two parts. Use the pager at the bottom to move between them.'),
      {
        type: 'group',
        id: 'pr-group',
        purpose: 'learnbydoing',
        children: [content('pr-try', 'Weigh an empty cup, then weigh it full of water. The difference is the mass of the water.')],
      },
      {
        type: 'alternatives',
        id: 'pr-alternatives',
        strategy: 'user_section_preference',
        alternatives_id: 'explanation-style',
        children: [
          { type: 'alternative', id: 'pr-alt-words', value: 'In words', children: [content('pr-words', 'Mass tells how much matter there is; weight is the pull of gravity on it.')] },
          { type: 'alternative', id: 'pr-alt-math', value: 'With a formula', children: [content('pr-math', 'Weight W = m × g, where m is the mass and g ≈ 9.81 m/s².')] },
        ],
      },
      { type: 'break', id: 'pr-break' },
      content('pr-part2', 'Part two: tell us how the course is going.'),
      {
        type: 'survey',
        id: 'pr-survey',
        title: 'How is it going?',
        children: [{ type: 'activity-reference', id: 'pr-survey-q', activity_id: surveyActivityId }],
      },
      { type: 'report', id: 'pr-report', title: 'How the class feels', activityId: surveyActivityId, reportType: 'likert_bar' },
      content('pr-more', 'One more question, drawn for you from the course’s question bank:'),
      { type: 'selection', id: 'pr-selection', count: 1, logic: { conditions: null } },
    ],
  };
}

/** The survey's question: how confident the learner feels (every answer is right). */
export const DEMO_SURVEY_ACTIVITY: { typeSlug: string; model: Record<string, unknown> } = {
  typeSlug: 'oli_multiple_choice',
  model: {
    stem: rich('sv-stem', 'How confident do you feel about measuring mass?'),
    // From the lowest level up, as a Likert scale reads.
    choices: [rich('sv-low', 'Not yet'), rich('sv-mid', 'Getting there'), rich('sv-high', 'Confident')],
    authoring: {
      parts: [
        {
          id: '1',
          scoringStrategy: 'most_recent',
          responses: [
            { id: 'sv-any', rule: 'input like {.*}', score: 1, correct: true, feedback: feedback('sv-any-fb', 'Thank you') },
          ],
          hints: [],
        },
      ],
      correct: [['sv-high'], 'sv-any'],
      targeted: [],
      transformations: [],
      previewText: 'How confident do you feel about measuring mass?',
    },
  },
};
