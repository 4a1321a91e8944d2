import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { ApiError } from '../../app/api-client.js';
import { errorMessage } from '../../app/error-message.js';
import { Modal } from '../../app/modal.js';
import { useApi } from '../../app/session.js';
import { CsvPreviewTable } from './csv-preview-table.js';
import { BULK_IMPORT_FAILED, CSV_MAX_BYTES, TOO_LARGE, bulkImportError } from './csv-messages.js';
import { loadCsvProject } from './load-csv-project.js';
import { readBankCsv, type BankCsv, type CsvProject } from './read-bank-csv.js';
import './upload-csv-dialog.css';

/** Where host-web serves the sample file (host-web/public). */
export const SAMPLE_CSV_PATH = '/activity-bank-sample.csv';
const UPLOAD_LABEL = 'Upload CSV';
const ONLY_CSV = 'Only .csv files can be uploaded';

export interface UploadCsvDialogProps {
  readonly projectSlug: string;
  readonly onImported: (revisions: { resourceId: number; title: string }[]) => void;
  readonly onClose: () => void;
}

type Failure = { readonly lines: readonly string[] };

/** Why the bulk create failed, as spec authoring §8 words it: the server's own message too when it gave one. */
function importFailure(error: unknown): Failure {
  const known = error instanceof ApiError && typeof error.body?.message === 'string' ? error.body.message : undefined;
  return { lines: known ? [BULK_IMPORT_FAILED, bulkImportError(known)] : [BULK_IMPORT_FAILED] };
}

/**
 * The activity bank's bulk add (spec authoring §2, §5): one .csv file is read in the
 * browser, each question previewed as it will be imported or why not, and the ready ones
 * created together in the bank; 'Upload CSV' stays off until the file reads without error.
 */
export function UploadCsvDialog({ projectSlug, onImported, onClose }: UploadCsvDialogProps) {
  const api = useApi();
  const inputId = useId();
  const [project, setProject] = useState<CsvProject>();
  const [loadError, setLoadError] = useState<string>();
  const [read, setRead] = useState<BankCsv>();
  const [reading, setReading] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<Failure>();

  useEffect(() => {
    let current = true;
    loadCsvProject(api, projectSlug).then(
      (loaded) => current && setProject(loaded),
      (error: unknown) => current && setLoadError(`The project's objectives, tags and question types could not be loaded: ${errorMessage(error)}`),
    );
    return () => {
      current = false;
    };
  }, [api, projectSlug]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFailure(undefined);
    setRead(undefined);
    if (!file || !project) return;
    if (!file.name.toLowerCase().endsWith('.csv')) return setRead({ rows: [], bulkData: [], errors: [ONLY_CSV] });
    // Refused before its bytes are read.
    if (file.size > CSV_MAX_BYTES) return setRead({ rows: [], bulkData: [], errors: [TOO_LARGE] });
    setReading(true);
    try {
      setRead(readBankCsv(new Uint8Array(await file.arrayBuffer()), project));
    } catch (error) {
      setRead({ rows: [], bulkData: [], errors: [`The file could not be read: ${errorMessage(error)}`] });
    } finally {
      setReading(false);
    }
  };

  const upload = async () => {
    if (!read) return;
    setUploading(true);
    setFailure(undefined);
    try {
      const answer = await api.post<{ revisions: { resourceId: number; title: string }[] }>(`/project/${projectSlug}/create/activity/bulk`, {
        bulkData: read.bulkData,
        scope: 'banked',
      });
      onImported(answer.revisions.map(({ resourceId, title }) => ({ resourceId, title })));
    } catch (error) {
      setFailure(importFailure(error));
      setUploading(false);
    }
  };

  const ready = read !== undefined && read.errors.length === 0 && read.bulkData.length > 0;
  return (
    <Modal title={UPLOAD_LABEL} okLabel={UPLOAD_LABEL} okDisabled={!ready || uploading} onOk={() => void upload()} onCancel={onClose} size="xlg">
      <div className="field csv-upload-field">
        <label htmlFor={inputId}>CSV file of questions (at most 200)</label>
        <input id={inputId} type="file" accept=".csv,text/csv" disabled={!project || uploading} onChange={(event) => void choose(event)} />
      </div>
      <a className="csv-sample-link" href={SAMPLE_CSV_PATH} download="activity-bank-sample.csv">
        Download the sample CSV file
      </a>
      {!project && !loadError ? <p role="status">Loading the project's objectives, tags and question types...</p> : null}
      {loadError ? (
        <p className="alert alert-error" role="alert">
          {loadError}
        </p>
      ) : null}
      {reading ? <p role="status">Reading the file...</p> : null}
      {read && read.errors.length > 0 ? (
        <div className="alert alert-error" role="alert">
          <ul className="csv-file-errors">
            {read.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {ready ? <p role="status">{read.bulkData.length === 1 ? '1 question is ready to import' : `${read.bulkData.length} questions are ready to import`}</p> : null}
      {read && read.rows.length > 0 ? <CsvPreviewTable rows={read.rows} /> : null}
      {uploading ? <p role="status">Uploading...</p> : null}
      {failure ? (
        <div className="alert alert-error" role="alert">
          {failure.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
    </Modal>
  );
}
