import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { saveFile } from '../../../lib/save-file';
import { useStores } from '../../../stores/store-context';
import { analysisApi } from '../api';
import { analysisMessages as m } from '../messages';
import type { AnalysisTarget } from '../target';

/** "Export CSV": one row per graded attempt of the test, downloaded through the API client (bearer token). */
export function ExportCsvButton({ target }: { target: AnalysisTarget }) {
  const { api, ui } = useStores();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await analysisApi(api).exportCsv(target.type, target.id), `results-${target.type}-${target.id}.csv`);
    } catch (error) {
      ui.handleError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline-primary" size="sm" onClick={() => void download()} disabled={busy} data-testid="export-csv">
      {busy && <Spinner size="sm" className="me-1" aria-hidden="true" />}
      <FormattedMessage {...m.export} />
    </Button>
  );
}
