import { describe, expect, it } from 'vitest';
import { demoAppForTests } from './testing/demo-app.js';
import { demoAuthorEditing, demoLearnerOn, publishToDemoSection } from './testing/demo-course.js';
import { pageContent as editable } from './testing/page-editor.js';
import { seriousAxeViolations } from './testing/serious-axe-violations.js';
import { citeAtEnd, pasteIntoBibliography } from './testing/bibliography-steps.js';

const demo = demoAppForTests();

const THREE_ENTRIES = `@article{watson1953,
  author = {Watson, James D. and Crick, Francis H. C.},
  title = {Molecular Structure of Nucleic Acids},
  journal = {Nature}, year = {1953}, volume = {171}, pages = {737--738}
}
@book{kuhn1962,
  author = {Kuhn, Thomas S.},
  title = {The Structure of Scientific Revolutions},
  publisher = {University of Chicago Press}, year = {1962}
}
@article{curie1903,
  author = {Curie, Marie},
  title = {Recherches sur les substances radioactives},
  journal = {Annales de chimie et de physique}, year = {1903}, volume = {30}, pages = {99--144}
}`;

describe('bibliography and citations', () => {
  it('an author pastes three BibTeX entries, cites two of them on a page and publishes; the learner reads the in-text citations and the References', async () => {
    const { context, page, projectUrl } = await demoAuthorEditing(demo.app, 'Welcome');

    // The project's Bibliography page: three entries pasted at once, listed alphabetically.
    await pasteIntoBibliography(page, projectUrl, THREE_ENTRIES, 3);
    const entries = page.getByRole('list', { name: 'Bibliography entries' }).getByRole('listitem');
    await expect.poll(() => entries.allTextContents()).toEqual([
      expect.stringContaining('Curie, M. (1903).'),
      expect.stringContaining('Kuhn, T. S. (1962).'),
      expect.stringContaining('Watson, J. D., & Crick, F. H. C. (1953).'),
    ]);

    // Two citations at the end of the Welcome page, each chosen in 'Select citation'.
    await page.goto(projectUrl);
    await page.getByRole('link', { name: 'Welcome' }).click();
    await citeAtEnd(page, [
      { lead: ' The double helix was shown ', reference: /^Watson, J\. D\./ },
      { lead: ' and paradigms described ', reference: /^Kuhn, T\. S\./ },
    ]);
    await editable(page).getByRole('button', { name: /^Citation \(Watson & Crick, 1953\)/ }).waitFor();
    await editable(page).getByRole('button', { name: /^Citation \(Kuhn, 1962\)/ }).waitFor();
    await page.getByText('All changes saved').first().waitFor({ timeout: 15_000 });

    await publishToDemoSection(page, projectUrl);
    await context.close();

    const { context: learnerContext, page: learner } = await demoLearnerOn(demo, 'welcome', { bypassCSP: true });
    const watson = learner.getByRole('link', { name: /^Watson, J\. D\., & Crick, F\. H\. C\. \(1953\)\. Molecular Structure of Nucleic Acids/ });
    expect(await watson.textContent()).toBe('(Watson & Crick, 1953)');
    expect(await learner.getByRole('link', { name: /^Kuhn, T\. S\. \(1962\)/ }).textContent()).toBe('(Kuhn, 1962)');
    // The References: the two cited works in APA order, the uncited one left out, drawn without citation-js.
    const references = learner.getByRole('region', { name: 'References' }).getByRole('listitem');
    expect(await references.allTextContents()).toEqual([expect.stringMatching(/^Kuhn, T\. S\. \(1962\)\. The Structure of Scientific Revolutions/), expect.stringMatching(/^Watson, J\. D\., & Crick, F\. H\. C\. \(1953\)/)]);
    expect(await learner.getByRole('region', { name: 'References' }).locator('i').first().textContent()).toBe('The Structure of Scientific Revolutions');
    await watson.click();
    await learner.waitForURL(/#ref-\d+$/);
    const target = new URL(learner.url()).hash.slice(1);
    expect(await learner.locator(`[id="${target}"]`).textContent()).toMatch(/^Watson/);
    const scripts = await learner.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
    expect(scripts.join(' ')).not.toMatch(/citation|citeproc/i);
    expect(await seriousAxeViolations(learner)).toEqual([]);
    await learnerContext.close();
  }, 180_000);
});
