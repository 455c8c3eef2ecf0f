import { useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { ErrorCode } from '@app/shared';
import { ApiError } from '../../../lib/api-error';
import { useStores } from '../../../stores/store-context';
import { UnlockReportButton } from '../../wallet/components/unlock-report-button';
import type { ResultsApi } from '../api';
import { pdfMessages as m } from '../messages';

/** Hands a downloaded file to the browser under a name. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const isLocked = (error: unknown) => error instanceof ApiError && error.code === ErrorCode.PRINT_PDF_FORBIDDEN;

/**
 * "Download PDF": fetched through the API client (so it carries the bearer token) as a file. A report
 * that is not unlocked answers 402 print_pdf_forbidden: spec section 8 says "not unlocked; back to score
 * report", so the notice offers the wallet's unlock button and a way back; once unlocked, the download runs.
 */
export function PdfDownload({ api, attemptId }: { api: ResultsApi; attemptId: number }) {
  const { ui } = useStores();
  const [busy, setBusy] = useState(false);
  const [locked, setLocked] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      saveFile(await api.pdf(attemptId), `score-report-${attemptId}.pdf`);
      setLocked(false);
    } catch (error) {
      if (isLocked(error)) setLocked(true);
      else ui.handleError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outline-primary" onClick={() => void download()} disabled={busy} data-testid="download-pdf">
        {busy && <Spinner size="sm" className="me-1" aria-hidden="true" />}
        <FormattedMessage {...m.download} />
      </Button>
      {locked && (
        <Alert variant="warning" className="w-100 mt-2 mb-0" data-testid="pdf-locked" role="alert">
          <p className="mb-2">
            <FormattedMessage {...m.locked} />
          </p>
          <div className="d-flex flex-wrap gap-2">
            <UnlockReportButton
              attemptId={attemptId}
              onUnlocked={(report) => {
                if (report.unlocked) void download();
              }}
            />
            <Button variant="outline-secondary" onClick={() => setLocked(false)} data-testid="pdf-back">
              <FormattedMessage {...m.back} />
            </Button>
          </div>
        </Alert>
      )}
    </>
  );
}
