import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAppForTests } from './testing/demo-app.js';
import { demoAuthorEditing, demoLearnerOn, publishToDemoSection } from './testing/demo-course.js';
import { seriousAxeViolations } from './testing/serious-axe-violations.js';
import { signIn } from './testing/sign-in.js';
import { registerAccount } from './testing/web-app-under-test.js';
import { addProjectAuthor, bankRow, createTitles, pickFromCombobox } from './testing/activity-bank-steps.js';

const demo = demoAppForTests();
const SAMPLE_CSV = fileURLToPath(new URL('../../host-web/public/activity-bank-sample.csv', import.meta.url));
const bo = { name: 'Bo Author', email: 'bo-bank@example.com', password: 'bo-password-1' };
// The sample's questions tagged 'Periodic table', by their stems.
const PERIODIC_TABLE_STEMS = [
  'Which element has the chemical symbol Na?',
  'Which of these elements are noble gases? Check all that apply.',
  'Order these atoms from the smallest to the largest atomic radius.',
  'What is the chemical symbol for iron?',
];

const listedTitles = (page: Page) => page.getByRole('region', { name: 'Activities' }).getByRole('heading', { level: 2 }).allTextContents();

describe('the activity bank', () => {
  it('an author imports the sample CSV, filters it, edits under the lock while another author is refused, duplicates, deletes and undoes; a page selection draws 3 for a learner, the same after a reload', async () => {
    const { context, page, projectUrl } = await demoAuthorEditing(demo.app, 'Welcome');
    const projectSlug = new URL(projectUrl).pathname.split('/')[3];
    await registerAccount(demo.app.baseUrl, bo);
    await addProjectAuthor(page, projectSlug, bo.email);
    await createTitles(page, projectSlug, {
      tags: ['Periodic table', 'Easy', 'Nomenclature', 'Challenge', 'Stoichiometry'],
      objectives: ['Read the periodic table', 'Name ionic compounds', 'Balance chemical equations', 'Use the mole concept'],
    });

    // Bulk add: the sample file previewed row by row, then 12 questions added with an Undo offer.
    await page.goto(projectUrl);
    await page.getByRole('link', { name: 'Activity bank' }).click();
    await page.getByRole('heading', { name: 'Activity bank', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Bulk add' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload CSV' });
    const upload = dialog.getByRole('button', { name: 'Upload CSV' });
    expect(await upload.isDisabled()).toBe(true);
    await dialog.getByLabel('CSV file of questions (at most 200)').setInputFiles(SAMPLE_CSV);
    await expect.poll(() => dialog.getByRole('row').count()).toBe(13);
    await upload.click();
    await page.getByText('12 questions were added successfully').waitFor();
    expect(await page.getByRole('button', { name: 'Undo' }).count()).toBeGreaterThan(0);
    await expect.poll(() => listedTitles(page)).toEqual(['Moles from mass', 'Why coefficients change', 'Symbol of iron', 'Molar mass of CO2', 'Moles of water in 36 g']);

    // Filters: a tag and an objective; Apply Filters only after a change.
    const filters = page.getByRole('form', { name: 'Filters' });
    expect(await filters.getByRole('button', { name: 'Apply Filters' }).isDisabled()).toBe(true);
    expect(await filters.getByRole('button', { name: 'Clear all' }).isDisabled()).toBe(true);
    await pickFromCombobox(filters.getByRole('combobox', { name: 'Tags' }), 'Nomen', 'Nomenclature');
    await pickFromCombobox(filters.getByRole('combobox', { name: 'Learning objectives' }), 'ionic', 'Name ionic compounds');
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => listedTitles(page)).toEqual(['Ionic compounds', 'Name of CaCl2', 'Charge of the sulfide ion']);

    // Edit under the lock; Bo, in another browser, is refused.
    const ionic = bankRow(page, 'Ionic compounds');
    await ionic.getByRole('button', { name: 'Edit' }).click();
    await ionic.getByRole('button', { name: 'Done' }).waitFor();
    // Bo's browser lets axe-core in, to check the bank screen.
    const boContext = await demo.app.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const boPage = await boContext.newPage();
    await signIn(boPage, demo.app.baseUrl, bo);
    await boPage.goto(`${demo.app.baseUrl}/authoring/project/${projectSlug}/bank`);
    const boFilters = boPage.getByRole('form', { name: 'Filters' });
    await boFilters.getByLabel('Text').fill('ionic compounds');
    await boFilters.getByRole('button', { name: 'Apply Filters' }).click();
    await bankRow(boPage, 'Ionic compounds').waitFor();
    expect(await seriousAxeViolations(boPage)).toEqual([]);
    await bankRow(boPage, 'Ionic compounds').getByRole('button', { name: 'Edit' }).click();
    const refused = boPage.getByRole('dialog', { name: 'Unable to edit activity' });
    await refused.getByText('You are unable to edit this activity as there is another user currently editing it.').waitFor();
    await boContext.close();

    // The title, edited in place: Enter saves it, and the autosave reports it.
    await ionic.getByRole('button', { name: 'Edit title' }).click();
    const title = ionic.getByRole('textbox', { name: 'Title' });
    await title.fill('Ionic compounds of chlorine');
    await title.press('Enter');
    const renamed = bankRow(page, 'Ionic compounds of chlorine');
    await renamed.getByText('All changes saved').waitFor({ timeout: 15_000 });
    await renamed.getByRole('button', { name: 'Done' }).click();
    await renamed.getByRole('button', { name: 'Edit' }).waitFor();

    // Duplicate, then delete the copy and undo the delete.
    await renamed.getByRole('button', { name: 'Duplicate' }).click();
    const copy = bankRow(page, 'Copy of Ionic compounds of chlorine');
    await copy.waitFor();
    await copy.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete activity' });
    await confirm.getByText('Are you sure you want to delete this Activity?').waitFor();
    await confirm.getByText('This is a permanent operation that cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => listedTitles(page)).toEqual(['Ionic compounds of chlorine', 'Name of CaCl2', 'Charge of the sulfide ion']);
    await page.getByRole('button', { name: 'Undo' }).last().click();
    await expect.poll(() => listedTitles(page)).toContain('Copy of Ionic compounds of chlorine');

    // A selection on the Welcome page draws 3 questions tagged 'Periodic table'.
    await page.goto(projectUrl);
    await page.getByRole('link', { name: 'Welcome' }).click();
    const addBar = page.getByRole('group', { name: 'Add to this place' }).last();
    await addBar.getByRole('button', { name: 'Activity bank selection' }).click();
    const selection = page.getByRole('region', { name: 'Activity bank selection' }).last();
    await selection.getByLabel('Number of activities').fill('3');
    await pickFromCombobox(selection.getByRole('combobox', { name: 'Tags' }), 'Periodic', 'Periodic table');
    await selection.getByRole('button', { name: 'Apply Filters' }).click();
    await page.getByText('All changes saved').first().waitFor({ timeout: 15_000 });
    await publishToDemoSection(page, projectUrl);
    await context.close();

    const { context: learnerContext, page: learner } = await demoLearnerOn(demo, 'welcome');
    const drawnStems = async () => {
      const text = (await learner.locator('main').textContent()) ?? '';
      return PERIODIC_TABLE_STEMS.filter((stem) => text.includes(stem));
    };
    await expect.poll(async () => (await drawnStems()).length).toBe(3);
    const first = await drawnStems();
    await learner.reload();
    await expect.poll(drawnStems).toEqual(first);
    await learnerContext.close();
  }, 240_000);
});
