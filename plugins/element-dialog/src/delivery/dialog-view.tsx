import type { ReactNode } from 'react';
import { useRenderContent, type DeliveryElementProps } from '@quire/plugin-sdk/delivery';
import { readDialog } from '../common/read-dialog.js';
import { DialogTranscript } from './dialog-transcript.js';

/**
 * A dialog for learners, a static view the server draws: its lines' rich content is drawn
 * with the page's own views, so every installed element and mark can appear in a line.
 * @public
 */
export function DialogView({ element }: DeliveryElementProps): ReactNode {
  const renderContent = useRenderContent();
  return <DialogTranscript dialog={readDialog(element)} renderText={renderContent} />;
}
