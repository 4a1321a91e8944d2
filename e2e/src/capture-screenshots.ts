/**
 * Takes the user guide's screenshots (docs/images/) from the running product: the demo
 * course, signed in as the demo author, its media library, its learner page in both themes and with a report, the home page, My Courses, a section's management page, the formula editor, a learner page of formulas, code and a run-code block, the dialog editor, a learner page with a dialog and an open popup, the Bibliography page, a learner page with citations and References, and the activity bank with its CSV import. `npm run screenshots --workspace @quire/e2e`.
 */
import { fileURLToPath } from 'node:url';
import { seedDemo } from '@quire/server/demo';
import { demoAuthorEditing, demoLearnerOn, publishToDemoSection } from './testing/demo-course.js';
import { makeMediaFiles } from './testing/make-media-files.js';
import { writeDialog, writePopup } from './testing/language-page.js';
import { citeAtEnd, pasteIntoBibliography } from './testing/bibliography-steps.js';
import { bankRow, createTitles, pickFromCombobox } from './testing/activity-bank-steps.js';
import { insertFromMenu, pageContent } from './testing/page-editor.js';
import { startWebAppUnderTest } from './testing/web-app-under-test.js';

const imagesDir = fileURLToPath(new URL('../../docs/images/', import.meta.url));

/** The works the Bibliography screenshots show. */
const THREE_WORKS = `@book{kuhn1962, author = {Kuhn, Thomas S.}, title = {The Structure of Scientific Revolutions}, publisher = {University of Chicago Press}, year = {1962}}
@article{curie1903, author = {Curie, Marie}, title = {Recherches sur les substances radioactives}, journal = {Annales de chimie et de physique}, year = {1903}, volume = {30}, pages = {99--144}}
@article{watson1953, author = {Watson, James D. and Crick, Francis H. C.}, title = {Molecular Structure of Nucleic Acids}, journal = {Nature}, year = {1953}, volume = {171}, pages = {737--738}}`;

const app = await startWebAppUnderTest();
try {
  await seedDemo(app.baseUrl);
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${app.baseUrl}/authoring`);
  await page.getByLabel('Email').fill('author@example.com');
  await page.getByLabel('Password').fill('quire-author');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Introduction to Chemistry' }).click();
  await page.getByRole('tree', { name: 'Curriculum' }).waitFor();
  await page.screenshot({ path: `${imagesDir}workspace-curriculum.png` });

  await page.getByRole('link', { name: 'Converting units' }).click();
  const editable = page.locator('[aria-label="Page content"]').first();
  await editable.waitFor();
  await editable.locator('p').first().click();
  await page.screenshot({ path: `${imagesDir}editor-toolbar.png` });

  await editable.locator('td, th').nth(2).click({ position: { x: 6, y: 10 } });
  await page.getByRole('button', { name: 'Table cell menu' }).click();
  await page.getByRole('menu', { name: 'Table cell menu' }).waitFor();
  await page.screenshot({ path: `${imagesDir}table-cell-menu.png`, fullPage: true });

  // The project's media library with two images, the red one selected.
  await page.getByRole('link', { name: 'Introduction to Chemistry' }).click();
  await page.getByRole('link', { name: 'Media Library' }).click();
  const files = await makeMediaFiles(page);
  await page.locator('input[type=file]').setInputFiles([
    { name: 'red.png', mimeType: 'image/png', buffer: files.red },
    { name: 'blue.png', mimeType: 'image/png', buffer: files.blue },
  ]);
  await page.getByText('Showing 2 of 2').waitFor();
  await page.screenshot({ path: `${imagesDir}media-library.png` });
  // The learner's view of the same course, in the light and the dark theme.
  const sections = (await (await page.context().request.get(`${app.baseUrl}/api/v1/sections`)).json()).sections as { slug: string; openAndFree: boolean }[];
  const sectionSlug = sections.find((section) => !section.openAndFree)?.slug;
  const learner = await app.browser.newPage({ viewport: { width: 1440, height: 900 } });
  await learner.goto(`${app.baseUrl}/sections/${sectionSlug}/lesson/practice`);
  await learner.getByRole('link', { name: 'Sign in' }).click();
  await learner.getByLabel('Email').fill('learner@example.com');
  await learner.getByLabel('Password').fill('quire-learner');
  await learner.getByRole('button', { name: 'Sign in' }).click();
  await learner.getByRole('heading', { name: 'Practice', level: 1 }).waitFor();
  await learner.getByText('Learn by doing').waitFor();
  await learner.screenshot({ path: `${imagesDir}learner-page-light.png` });
  await learner.evaluate(() => localStorage.setItem('theme', 'dark'));
  await learner.reload();
  await learner.getByText('Learn by doing').waitFor();
  await learner.screenshot({ path: `${imagesDir}learner-page-dark.png` });
  // Part two: the survey answered, the class's answers in a report, a drawn question.
  await learner.evaluate(() => localStorage.setItem('theme', 'light'));
  await learner.reload();
  await learner.getByRole('button', { name: 'Page 2' }).click();
  await learner.getByRole('radio', { name: 'Getting there' }).check();
  await learner.getByRole('button', { name: 'Submit Survey' }).click();
  await learner.getByText('Your response has been submitted.').waitFor();
  await learner.reload();
  await learner.getByRole('button', { name: 'Page 2' }).click();
  await learner.getByText('1 learner has answered', { exact: false }).waitFor();
  await learner.screenshot({ path: `${imagesDir}learner-report.png`, fullPage: true });
  // The home page of a visitor, the learner's My Courses, and the instructor's section.
  const visitor = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await visitor.goto(`${app.baseUrl}/`);
  await visitor.getByRole('heading', { name: 'Learn, teach and write courses' }).waitFor();
  await visitor.screenshot({ path: `${imagesDir}home-signed-out.png` });
  await visitor.close();
  await learner.goto(`${app.baseUrl}/`);
  await learner.getByText('Last visited: Practice').waitFor();
  await learner.screenshot({ path: `${imagesDir}home-my-courses.png` });
  const instructor = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await instructor.goto(`${app.baseUrl}/login`);
  await instructor.getByLabel('Email').fill('instructor@example.com');
  await instructor.getByLabel('Password').fill('quire-instructor');
  await instructor.getByRole('button', { name: 'Sign in' }).click();
  await instructor.getByRole('link', { name: /^Manage / }).click();
  const addForm = instructor.getByRole('form', { name: 'Add to the section' });
  await addForm.getByLabel('Email').fill('sam@example.com');
  await addForm.getByRole('button', { name: 'Add' }).click();
  await instructor.getByText('sam@example.com is invited as a student').waitFor();
  await instructor.screenshot({ path: `${imagesDir}section-manage.png`, fullPage: true });

  // STEM elements: the formula editor, then a learner page with a formula, code and a run-code block.
  const stem = await demoAuthorEditing(app, 'Welcome');
  await stem.page.keyboard.press('Enter');
  await stem.page.keyboard.type('The energy of a mass at rest:');
  await insertFromMenu(stem.page, 'Formula');
  const formulaEditor = stem.page.getByRole('dialog', { name: 'Formula editor' });
  await formulaEditor.locator('.cm-content').click();
  await stem.page.keyboard.type('E = mc^2 \\quad c \\approx 2.998 \\times 10^8\\,\\mathrm{m/s}');
  await formulaEditor.getByRole('region', { name: 'Preview' }).locator('.katex math').waitFor();
  await stem.page.screenshot({ path: `${imagesDir}formula-editor.png` });
  await formulaEditor.getByRole('button', { name: 'Save' }).click();
  await pageContent(stem.page).locator('p').last().click();
  await stem.page.keyboard.type('Work it out for one gram:');
  await insertFromMenu(stem.page, 'Run code');
  await stem.page.locator('.ecl-authoring .cm-content').last().click();
  await stem.page.keyboard.press('Control+a');
  await stem.page.keyboard.type("const c = 2.998e8; // metres per second\nconst mass = 0.001; // kilograms\nconsole.log('E =', (mass * c * c).toExponential(3), 'J');");
  await stem.page.locator('.ecl-authoring .cm-content').last().blur();
  await stem.page.getByText('All changes saved').first().waitFor({ timeout: 15_000 });
  await publishToDemoSection(stem.page, stem.projectUrl);
  const stemLearner = await demoLearnerOn({ app, sectionSlug: sectionSlug! }, 'welcome');
  const runCode = stemLearner.page.locator('section.ecl').last();
  await runCode.locator('.cm-content').waitFor();
  await runCode.getByRole('button', { name: 'Run' }).click();
  await runCode.getByText('E = 8.988e+13 J').waitFor();
  await stemLearner.page.locator('div.formula').last().scrollIntoViewIfNeeded();
  await stemLearner.page.screenshot({ path: `${imagesDir}learner-stem-page.png` });

  // Language elements: the dialog editor, then a learner page with the dialog and an open popup.
  const language = await demoAuthorEditing(app, 'Converting units');
  await writeDialog(language.page, {
    title: 'At the market',
    speakers: [
      { name: 'Ana', portrait: 'red.png' },
      { name: 'Luis', portrait: 'blue.png' },
    ],
    lines: ['Good morning! How much are the apples?', 'Two euros a kilo.'],
  });
  await language.page.getByRole('group', { name: 'Dialog: Preview or Edit' }).scrollIntoViewIfNeeded();
  await language.page.screenshot({ path: `${imagesDir}dialog-editor.png` });
  await language.page.getByRole('group', { name: 'Dialog: Preview or Edit' }).getByRole('button', { name: 'Preview' }).click();
  await pageContent(language.page).locator('p').last().click();
  await language.page.keyboard.press('End');
  await writePopup(language.page, 'Prices are given per kilogram', 'kilogram'.length, 'A kilogram is a thousand grams.');
  await language.page.getByText('All changes saved').first().waitFor({ timeout: 15_000 });
  await publishToDemoSection(language.page, language.projectUrl);
  const languageLearner = await demoLearnerOn({ app, sectionSlug: sectionSlug! }, 'converting-units');
  await languageLearner.page.locator('figure.dialog').scrollIntoViewIfNeeded();
  await languageLearner.page.getByRole('button', { name: 'kilogram', exact: true }).click();
  await languageLearner.page.getByText('A kilogram is a thousand grams.').waitFor();
  await languageLearner.page.screenshot({ path: `${imagesDir}learner-language-page.png` });

  // Bibliography: the Bibliography page with three entries, then a learner page citing two of them.
  const cited = await demoAuthorEditing(app, 'Welcome');
  await pasteIntoBibliography(cited.page, cited.projectUrl, THREE_WORKS, 3);
  await cited.page.screenshot({ path: `${imagesDir}bibliography-page.png` });
  await cited.page.goto(cited.projectUrl);
  await cited.page.getByRole('link', { name: 'Welcome' }).click();
  await citeAtEnd(cited.page, [
    { lead: ' Careful measurement changes what science can see ', reference: /^Kuhn, T\. S\./ },
    { lead: ', as the discovery of radium showed ', reference: /^Curie, M\./ },
  ]);
  await cited.page.getByText('All changes saved').first().waitFor({ timeout: 15_000 });
  await publishToDemoSection(cited.page, cited.projectUrl);
  const citedLearner = await demoLearnerOn({ app, sectionSlug: sectionSlug! }, 'welcome');
  await citedLearner.page.getByRole('region', { name: 'References' }).scrollIntoViewIfNeeded();
  await citedLearner.page.screenshot({ path: `${imagesDir}learner-references.png` });

  // The activity bank: the sample CSV previewed in 'Upload CSV', then the bank filtered by a tag with one question open for editing.
  const bank = await demoAuthorEditing(app, 'Welcome');
  const bankProject = new URL(bank.projectUrl).pathname.split('/')[3];
  await createTitles(bank.page, bankProject, {
    tags: ['Periodic table', 'Easy', 'Nomenclature', 'Challenge', 'Stoichiometry'],
    objectives: ['Read the periodic table', 'Name ionic compounds', 'Balance chemical equations', 'Use the mole concept'],
  });
  await bank.page.goto(`${bank.projectUrl}/bank`);
  await bank.page.getByRole('button', { name: 'Bulk add' }).click();
  const upload = bank.page.getByRole('dialog', { name: 'Upload CSV' });
  await upload.getByLabel('CSV file of questions (at most 200)').setInputFiles(fileURLToPath(new URL('../../host-web/public/activity-bank-sample.csv', import.meta.url)));
  await upload.getByRole('row').nth(12).waitFor();
  await bank.page.screenshot({ path: `${imagesDir}bank-csv-import.png` });
  await upload.getByRole('button', { name: 'Upload CSV' }).click();
  await bank.page.getByText('12 questions were added successfully').waitFor();
  await bank.page.getByText('12 questions were added successfully').waitFor({ state: 'hidden' });
  const bankFilters = bank.page.getByRole('form', { name: 'Filters' });
  await pickFromCombobox(bankFilters.getByRole('combobox', { name: 'Tags' }), 'Periodic', 'Periodic table');
  await bankFilters.getByRole('button', { name: 'Apply Filters' }).click();
  const sodium = bankRow(bank.page, 'Symbol of sodium');
  await sodium.getByRole('button', { name: 'Edit' }).click();
  await sodium.getByRole('button', { name: 'Done' }).waitFor();
  await bank.page.evaluate(() => window.scrollTo(0, 0));
  await bank.page.screenshot({ path: `${imagesDir}activity-bank.png` });
  await sodium.getByRole('button', { name: 'Done' }).click();
  console.log(`Screenshots written to ${imagesDir}`);
} finally {
  await app.close();
}
