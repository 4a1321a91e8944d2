import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import type { TestClient } from '../testing/test-client.js';
import { capitalPart, rich } from './testing/rules-activity-plugin.js';
import { addResource, countRows, createProject, enrolledUser, pageContent, signedInUser } from './testing/signed-in-user.js';

const paragraph = (id: string, children: unknown[]) => ({ type: 'p', id, children });
const choice = (id: string, text: string) => ({ id, content: [paragraph(`p-${id}`, [{ text }])] });

/** A one-answer choice question over these choices; the first is right. */
function choiceModel(stem: unknown[], choices: ReturnType<typeof choice>[]) {
  return {
    stem: { id: 'stem', content: [paragraph('sp', stem)] },
    choices,
    authoring: {
      parts: [
        {
          id: '1',
          scoringStrategy: 'average',
          hints: [],
          responses: [
            { id: 'right', rule: `input like {^${choices[0].id}$}`, score: 1, correct: true, feedback: rich('Correct') },
            { id: 'wrong', rule: 'input like {.*}', score: 0, feedback: rich('Incorrect') },
          ],
        },
      ],
      correct: [[choices[0].id], 'right'],
      targeted: [],
      transformations: [],
      previewText: 'question',
    },
  };
}

const shortAnswerModel = {
  stem: { id: 'stem', content: [paragraph('sp', [{ text: 'Which city is the capital of France?' }])] },
  inputType: 'text',
  authoring: { parts: [capitalPart('1')], transformations: [], previewText: 'capital' },
};

const reportItem = (activityId: number, reportType?: string) => ({ type: 'report', id: `report-${activityId}`, title: 'Results', activityId, reportType });

interface Report {
  type: string;
  parent: { slug: string; title: string } | null;
  spec: { $schema: string; mark: string; data: { values: { label: string; count: number }[] }; encoding: Record<string, unknown> };
  prompts: string;
  message: string;
  answersHidden: boolean;
  answersByLearner?: { name: string; answer: string }[];
}

describe.each(testDialects())('activity reports on %s', (dialect) => {
  let server: TestServer;
  let course: Awaited<ReturnType<typeof buildCourse>>;

  /**
   * A published project: an intro page, a unit whose lesson asks a colour question and a
   * capital question, a later review page using the colour question again, a survey page
   * with an agreement question and a results page reporting on it as Likert bars. It is
   * delivered by a closed section and by an open one.
   */
  async function buildCourse() {
    const { db } = server.services;
    const author = await signedInUser(server, { name: 'Author' });
    const project = await createProject(db, author.id);
    const colour = await addResource(db, project.id, {
      kind: 'activity',
      title: 'Colour',
      activityType: 'oli_multiple_choice',
      content: JSON.stringify(
        choiceModel([{ text: 'Pick ' }, { text: 'one', strong: true }, { text: ' <colour>' }], [choice('red', 'Red'), choice('green', 'Green'), choice('blue', 'Blue')]),
      ),
    });
    const capital = await addResource(db, project.id, { kind: 'activity', title: 'Capital', activityType: 'oli_short_answer', content: JSON.stringify(shortAnswerModel) });
    const agree = await addResource(db, project.id, {
      kind: 'activity',
      title: 'Agree',
      activityType: 'oli_multiple_choice',
      content: JSON.stringify(choiceModel([{ text: 'The unit was clear.' }], [choice('d', 'Disagree'), choice('n', 'Neutral'), choice('a', 'Agree')])),
    });
    await addResource(db, project.id, { kind: 'page', title: 'Intro', content: pageContent('Welcome'), position: 0 });
    const unit = await addResource(db, project.id, { kind: 'container', title: 'Unit', content: '{"model":[]}', position: 1 });
    const lesson = await addResource(db, project.id, {
      kind: 'page',
      title: 'Colours lesson',
      content: pageContent('Colours', [colour.resourceId, capital.resourceId]),
      parentId: unit.resourceId,
      position: 0,
    });
    await addResource(db, project.id, { kind: 'page', title: 'Review', content: pageContent('Again', [colour.resourceId]), position: 2 });
    const survey = await addResource(db, project.id, { kind: 'page', title: 'Survey', content: pageContent('Tell us', [agree.resourceId]), position: 3 });
    await addResource(db, project.id, {
      kind: 'page',
      title: 'Results',
      content: JSON.stringify({ model: [reportItem(agree.resourceId, 'likert_bar'), reportItem(colour.resourceId)] }),
      position: 4,
    });
    const published = await author.client.post(`/api/v1/project/${project.slug}/publish`);
    if (published.status !== 201) throw new Error(`publish: ${published.status}`);
    const unpublished = await addResource(db, project.id, { kind: 'activity', title: 'Later', activityType: 'oli_multiple_choice', content: JSON.stringify(choiceModel([{ text: 'New' }], [choice('x', 'X')])) });
    const closed = await author.client.post('/api/v1/sections', { projectSlug: project.slug, title: 'Closed term' });
    const open = await author.client.post('/api/v1/sections', { projectSlug: project.slug, title: 'Open term', openAndFree: true });
    if (closed.status !== 201 || open.status !== 201) throw new Error('section');
    const lessonSlug = (await db('resources').where({ id: lesson.resourceId }).first('slug')).slug as string;
    const surveySlug = (await db('resources').where({ id: survey.resourceId }).first('slug')).slug as string;
    return {
      author,
      project,
      colour: colour.resourceId,
      capital: capital.resourceId,
      agree: agree.resourceId,
      unpublished: unpublished.resourceId,
      lesson: { id: lesson.resourceId, slug: lessonSlug },
      surveySlug,
      closedSlug: closed.body.sectionSlug as string,
      openSlug: open.body.sectionSlug as string,
    };
  }

  beforeAll(async () => {
    server = await startTestServer(dialect);
    course = await buildCourse();
  });
  afterAll(() => server.close());

  const reportPath = (sectionSlug: string, activityId: number | string) => `/api/v1/activity/report/${sectionSlug}/${activityId}`;
  const report = async (client: TestClient, sectionSlug: string, activityId: number) => {
    const response = await client.get(reportPath(sectionSlug, activityId));
    expect(response.status).toBe(200);
    return response.body as Report;
  };
  const values = (body: Report) => body.spec.data.values.map((value) => [value.label, value.count]);

  /** Opens the lesson as the client and answers both of its questions; `resetColour` then opens a new attempt at the colour one. */
  async function answerLesson(client: TestClient, sectionSlug: string, answers: { colour: string; capital: string }, resetColour = false) {
    const visit = await client.post(`/api/v1/sections/${sectionSlug}/resource/${course.lesson.id}/attempt`);
    expect(visit.status).toBeLessThan(300);
    let colourPath = '';
    for (const attempt of visit.body.activityAttempts as { activityId: number; attemptGuid: string; parts: { attemptGuid: string }[] }[]) {
      const input = attempt.activityId === course.colour ? answers.colour : answers.capital;
      const path = `/api/v1/state/course/${sectionSlug}/activity_attempt/${attempt.attemptGuid}`;
      if (attempt.activityId === course.colour) colourPath = path;
      expect((await client.put(path, { partInputs: [{ attemptGuid: attempt.parts[0].attemptGuid, response: { input } }] })).status).toBe(200);
    }
    if (!resetColour) return undefined;
    const next = await client.post(`${colourPath}/reset`);
    expect(next.status).toBe(201);
    return next.body.state as { attemptGuid: string; parts: { attemptGuid: string }[] };
  }

  it('refuses without a session, to those not enrolled, and for sections or activities it does not know', async () => {
    expect(await server.client().get(reportPath(course.closedSlug, course.colour))).toMatchObject({ status: 401, body: { message: expect.any(String) } });
    const stranger = await signedInUser(server);
    expect(await stranger.client.get(reportPath(course.closedSlug, course.colour))).toMatchObject({
      status: 403,
      body: { message: 'You are not enrolled in this section' },
    });
    const student = await enrolledUser(server, course.closedSlug);
    expect(await student.client.get(reportPath('no-such-section', course.colour))).toMatchObject({ status: 404, body: { message: 'Section not found' } });
    for (const id of [999999, 'abc', '0', course.unpublished]) {
      const response = await student.client.get(reportPath(course.closedSlug, id));
      expect([id, response.status]).toEqual([id, 404]);
      expect(response.body.message).toMatch(/^Activity not found/);
    }
    // A page is a resource of the publication, but not an activity.
    expect((await student.client.get(reportPath(course.closedSlug, course.lesson.id))).status).toBe(404);
  });

  it('lets an author of the project read it without enrolling them', async () => {
    const coAuthor = await signedInUser(server, { name: 'Co-author' });
    await server.services.db('project_members').insert({ project_id: course.project.id, user_id: coAuthor.id, role: 'author' });
    for (const slug of [course.closedSlug, course.openSlug]) expect((await coAuthor.client.get(reportPath(slug, course.colour))).status).toBe(200);
    expect(await countRows(server.services.db, 'enrollments', { user_id: coAuthor.id })).toBe(0);
  });

  it('says nobody has answered yet, with every choice at zero, the stem, the lesson and Likert bars when a report asks', async () => {
    const student = await enrolledUser(server, course.closedSlug);
    const agree = await report(student.client, course.closedSlug, course.agree);
    expect(agree).toMatchObject({ type: 'likert_bar', parent: { slug: course.surveySlug, title: 'Survey' }, message: 'No learners have answered this activity yet.' });
    expect(values(agree)).toEqual([
      ['Disagree', 0],
      ['Neutral', 0],
      ['Agree', 0],
    ]);
    expect(agree.spec).toMatchObject({ $schema: expect.stringContaining('vega-lite'), mark: 'bar' });
    expect(agree.prompts).toBe('<p>The unit was clear.</p>');

    const colour = await report(student.client, course.closedSlug, course.colour);
    // The first page in course order that uses it: the unit's lesson, not the later review page.
    expect(colour).toMatchObject({ type: 'bar', parent: { slug: course.lesson.slug, title: 'Colours lesson' } });
    expect(colour.prompts).toBe('<p>Pick <strong>one</strong> &lt;colour&gt;</p>');
  });

  it("counts each learner's latest answer, guests' included, and neither instructors' nor another section's", async () => {
    const [ann, bob, cat] = [await enrolledUser(server, course.closedSlug), await enrolledUser(server, course.closedSlug), await enrolledUser(server, course.closedSlug)];
    await answerLesson(ann.client, course.closedSlug, { colour: 'red', capital: 'Paris' });
    await answerLesson(bob.client, course.closedSlug, { colour: 'red', capital: 'Lyon' });
    // Cat changes her mind: only her second answer counts.
    const again = await answerLesson(cat.client, course.closedSlug, { colour: 'green', capital: 'Nice' }, true);
    const path = `/api/v1/state/course/${course.closedSlug}/activity_attempt/${again!.attemptGuid}`;
    expect((await cat.client.put(path, { partInputs: [{ attemptGuid: again!.parts[0].attemptGuid, response: { input: 'blue' } }] })).status).toBe(200);
    // The instructor (the section's creator) tries it out.
    await answerLesson(course.author.client, course.closedSlug, { colour: 'green', capital: 'Paris' });
    // In the open section, a guest and a student answer.
    const guest = server.client();
    expect((await guest.post('/api/v1/auth/guest')).status).toBe(201);
    await answerLesson(guest, course.openSlug, { colour: 'green', capital: 'Paris' });
    const openStudent = await enrolledUser(server, course.openSlug);
    await answerLesson(openStudent.client, course.openSlug, { colour: 'green', capital: 'Rome' });

    const closedColour = await report(ann.client, course.closedSlug, course.colour);
    expect(values(closedColour)).toEqual([
      ['Red', 2],
      ['Green', 0],
      ['Blue', 1],
    ]);
    expect(closedColour.message).toBe('3 learners have answered this activity.');

    // Typed answers may hold anything: a classmate sees how many answered, not what they wrote.
    const hiddenCapital = await report(ann.client, course.closedSlug, course.capital);
    expect(hiddenCapital).toMatchObject({
      type: 'bar',
      parent: { slug: course.lesson.slug },
      answersHidden: true,
      message: '3 learners have answered this activity. Their answers are shown to instructors.',
    });
    expect(values(hiddenCapital)).toEqual([]);
    expect(hiddenCapital).not.toHaveProperty('answersByLearner');
    expect(JSON.stringify(hiddenCapital)).not.toMatch(/Lyon|Nice/);

    // The instructor sees them, and who wrote which. Cat's first attempt said Nice; her open attempt has no answer, so Nice still counts.
    const closedCapital = await report(course.author.client, course.closedSlug, course.capital);
    expect(closedCapital).toMatchObject({ answersHidden: false, message: '3 learners have answered this activity.' });
    expect(values(closedCapital)).toEqual([
      ['Lyon', 1],
      ['Nice', 1],
      ['Paris', 1],
    ]);
    const names = (await server.services.db('users').whereIn('id', [ann.id, bob.id, cat.id]).select('id', 'name')) as { id: number; name: string }[];
    const nameOf = (id: number) => names.find((row) => Number(row.id) === id)!.name;
    expect(closedCapital.answersByLearner).toEqual(
      expect.arrayContaining([
        { name: nameOf(ann.id), answer: 'Paris' },
        { name: nameOf(bob.id), answer: 'Lyon' },
        { name: nameOf(cat.id), answer: 'Nice' },
      ]),
    );
    expect((await report(course.author.client, course.closedSlug, course.colour)).answersByLearner).toHaveLength(3);

    const openColour = await report(guest, course.openSlug, course.colour);
    expect(values(openColour)).toEqual([
      ['Red', 0],
      ['Green', 2],
      ['Blue', 0],
    ]);
    expect(openColour.message).toBe('2 learners have answered this activity.');
    expect(openColour).not.toHaveProperty('answersByLearner');
    expect(values(await report(guest, course.openSlug, course.capital))).toEqual([]);
  });

  it("shows learners their classmates' typed answers, without names, where a report item asks for them", async () => {
    const { db } = server.services;
    await addResource(db, course.project.id, {
      kind: 'page',
      title: 'Class answers',
      content: JSON.stringify({ model: [reportItem(course.capital, 'answers_bar')] }),
      position: 5,
    });
    expect((await course.author.client.post(`/api/v1/project/${course.project.slug}/publish`)).status).toBe(201);
    const section = (await course.author.client.post('/api/v1/sections', { projectSlug: course.project.slug, title: 'Sharing term' })).body.sectionSlug as string;
    const [dee, eve] = [await enrolledUser(server, section, 'student', { name: 'Dee' }), await enrolledUser(server, section, 'student', { name: 'Eve' })];
    await answerLesson(dee.client, section, { colour: 'red', capital: 'Paris' });
    await answerLesson(eve.client, section, { colour: 'red', capital: 'call me on 555-0100' });
    const shared = await report(dee.client, section, course.capital);
    expect(shared).toMatchObject({ answersHidden: false, message: '2 learners have answered this activity.' });
    expect(values(shared)).toEqual([
      ['Paris', 1],
      ['call me on 555-0100', 1],
    ]);
    expect(shared).not.toHaveProperty('answersByLearner');
    expect(JSON.stringify(shared)).not.toMatch(/Dee|Eve/);
    // An instructor of the section, who is not an author, sees the names too.
    const instructor = await enrolledUser(server, section, 'instructor', { name: 'Ines' });
    expect((await report(instructor.client, section, course.capital)).answersByLearner).toEqual([
      { name: 'Dee', answer: 'Paris' },
      { name: 'Eve', answer: 'call me on 555-0100' },
    ]);
  });

  it('lists typed answers most frequent first', async () => {
    const section = (await course.author.client.post('/api/v1/sections', { projectSlug: course.project.slug, title: 'Third term' })).body.sectionSlug as string;
    for (const capital of ['Paris', 'Lyon', 'Paris', 'Paris', 'Lyon', 'Nice']) {
      const learner = await enrolledUser(server, section);
      await answerLesson(learner.client, section, { colour: 'red', capital });
    }
    const capital = await report(course.author.client, section, course.capital);
    expect(values(capital)).toEqual([
      ['Paris', 3],
      ['Lyon', 2],
      ['Nice', 1],
    ]);
    expect(capital.message).toBe('6 learners have answered this activity.');
  });
});
