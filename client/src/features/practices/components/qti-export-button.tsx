import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { qtiPath } from '@app/shared';
import { saveFile } from '../../../lib/save-file';
import { useStores } from '../../../stores/store-context';
import { qtiMessages as m } from '../messages';

/** Downloads the practice as an IMS QTI 3.0 package (docs/qti.md), to move it to another platform or back. */
export function QtiExportButton({ practiceId, title }: { practiceId: number; title: string }) {
  const { api, ui } = useStores();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const blob = await api.get<Blob>(qtiPath('exportPractice', { practiceId }), { responseType: 'blob' });
      const slug =
        title
          .replace(/[^A-Za-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')
          .slice(0, 60) || 'practice';
      saveFile(blob, `${slug}-qti3.zip`);
    } catch (error) {
      ui.handleError(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline-secondary" disabled={busy} onClick={() => void download()} data-testid="qti-export">
      <FormattedMessage {...m.export} />
    </Button>
  );
}
