import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { SessionProvider } from '../../app/session.js';
import { MemoryRouter } from '../../app/testing/memory-router.js';
import { UndoToasts } from '../../app/undo/undo-toasts.js';
import { createTestServices } from '../../editor/block-editor/testing/editor-test-plugins.js';
import { ActivityBank, type BulkAddDialogProps } from '../activity-bank.js';
import { createBankTestPlugins } from './bank-test-plugins.js';
import type { FakeBankServer } from './fake-bank-server.js';

const plugins = createBankTestPlugins();

/** A CSV dialog that stands for the real one: 'Import' hands over the given revisions. */
export function bulkAddDialogAnswering(revisions: readonly { resourceId: number; title: string }[]): ComponentType<BulkAddDialogProps> {
  return function ImportingDialog({ onImported, onClose }: BulkAddDialogProps) {
    return (
      <div role="dialog" aria-label="Upload CSV">
        <button type="button" onClick={() => onImported(revisions)}>
          Import
        </button>
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    );
  };
}

/** The bank screen of project 'chem' against a fake server, under the app's undo toasts. */
export function renderBank(server: FakeBankServer, BulkAddDialog: ComponentType<BulkAddDialogProps> = bulkAddDialogAnswering([])) {
  const services = { ...createTestServices(), projectSlug: 'chem' };
  return render(
    <SessionProvider api={server.api}>
      <MemoryRouter path="/authoring/project/chem/bank">
        <UndoToasts>
          <ActivityBank projectSlug="chem" plugins={plugins} services={services} BulkAddDialog={BulkAddDialog} />
        </UndoToasts>
      </MemoryRouter>
    </SessionProvider>,
  );
}
