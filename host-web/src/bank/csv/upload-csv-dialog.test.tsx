// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SessionProvider } from '../../app/session.js';
import { fakeCsvServer } from './testing/fake-csv-server.js';
import { sampleCsvBytes } from './testing/csv-test-files.js';
import { UploadCsvDialog } from './upload-csv-dialog.js';

afterEach(cleanup);

function renderDialog(server = fakeCsvServer()) {
  const onImported = vi.fn();
  const onClose = vi.fn();
  render(
    <SessionProvider api={server.api}>
      <UploadCsvDialog projectSlug="chem" onImported={onImported} onClose={onClose} />
    </SessionProvider>,
  );
  return { ...server, onImported, onClose };
}

const uploadButton = () => within(screen.getByRole('dialog', { name: 'Upload CSV' })).getByRole<HTMLButtonElement>('button', { name: 'Upload CSV' });
const fileInput = () => screen.getByLabelText<HTMLInputElement>(/CSV file of questions/);

async function choose(file: File) {
  const input = fileInput();
  await waitFor(() => expect(input.disabled).toBe(false));
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

const csvFile = (content: BlobPart, name = 'questions.csv') => new File([content], name, { type: 'text/csv' });

describe('the Upload CSV dialog', () => {
  it('offers one .csv file and the sample file for download, with Upload CSV off until a file is read', async () => {
    renderDialog();
    const input = fileInput();
    expect([input.accept, input.multiple]).toEqual(['.csv,text/csv', false]);
    const sample = screen.getByRole('link', { name: 'Download the sample CSV file' });
    expect(sample.getAttribute('href')).toBe('/activity-bank-sample.csv');
    expect(sample.hasAttribute('download')).toBe(true);
    expect(uploadButton().disabled).toBe(true);
    await waitFor(() => expect(input.disabled).toBe(false));
    expect(uploadButton().disabled).toBe(true);
  });

  it('previews the sample file’s questions, then creates them in the bank and hands over the revisions', async () => {
    const { calls, onImported } = renderDialog();
    await choose(csvFile(sampleCsvBytes() as BlobPart, 'activity-bank-sample.csv'));
    await screen.findByText('12 questions are ready to import');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(within(rows[0]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', 'Symbol of sodium', 'mcq', 'Ready', '']);
    expect(uploadButton().disabled).toBe(false);

    fireEvent.click(uploadButton());
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/project/chem/create/activity/bulk');
    const body = post?.body as { scope: string; bulkData: { title: string; activityTypeSlug: string; objectives: unknown; tags: number[] }[] };
    expect(body.scope).toBe('banked');
    expect(body.bulkData).toHaveLength(12);
    expect(body.bulkData[0]).toMatchObject({ title: 'Symbol of sodium', activityTypeSlug: 'oli_multiple_choice', objectives: { '1': [1] }, tags: [11, 14] });
    expect(onImported.mock.calls[0][0]).toHaveLength(12);
    expect(onImported.mock.calls[0][0][0]).toEqual({ resourceId: 100, title: 'Symbol of sodium' });
  });

  it('shows the file’s errors and keeps Upload CSV off', async () => {
    renderDialog();
    await choose(csvFile('type,title,stem\nparagraph,,Why?\nparagraph,Fine,Why?\n'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Title is required for question 1');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3].textContent)).toEqual(['Error', 'Ready']);
    expect(uploadButton().disabled).toBe(true);
  });

  it('refuses a file that has no header row, and a file that is not .csv', async () => {
    renderDialog();
    await choose(csvFile('\n'));
    expect((await screen.findByRole('alert')).textContent).toContain('No headers found in the CSV file');
    expect(uploadButton().disabled).toBe(true);
    await choose(csvFile('type,title,stem\nparagraph,Fine,Why?\n', 'questions.xlsx'));
    expect((await screen.findByRole('alert')).textContent).toContain('Only .csv files can be uploaded');
    expect(uploadButton().disabled).toBe(true);
  });

  it('lists skipped questions and unknown tags in the table', async () => {
    renderDialog();
    await choose(csvFile('type,title,tags,stem\nessay,Essay,,Write\nparagraph,Reflect,"[Easy, Wild]",Why?\n'));
    await screen.findByText('1 question is ready to import');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(within(rows[0]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', 'Essay', 'essay', 'Skipped', "'essay' is not a type that can be imported"]);
    expect(within(rows[1]).getAllByRole('cell')[4].textContent).toContain('Unknown tags ignored: Wild');
    expect(uploadButton().disabled).toBe(false);
  });

  it('says the bulk import failed, with the server’s message when it gave one, and lets the author try again', async () => {
    const answers = [
      Response.json({ message: 'bulkData.0.content: Exactly one choice is correct' }, { status: 400 }),
      new Response('', { status: 502, statusText: 'Bad Gateway' }),
    ];
    const server = fakeCsvServer(() => answers.shift()!);
    const { onImported } = renderDialog(server);
    await choose(csvFile('type,title,stem\nparagraph,Reflect,Why?\n'));
    await screen.findByText('1 question is ready to import');

    fireEvent.click(uploadButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Bulk import failed. Try again.');
    expect(alert.textContent).toContain('Bulk question import error: bulkData.0.content: Exactly one choice is correct');
    expect(uploadButton().disabled).toBe(false);

    fireEvent.click(uploadButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toContain('Bulk question import error'));
    expect(screen.getByRole('alert').textContent).toContain('Bulk import failed. Try again.');
    expect(onImported).not.toHaveBeenCalled();
  });

  it('closes on Cancel', async () => {
    const { onClose } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
