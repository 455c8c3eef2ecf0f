import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { ErrorCode } from '@app/shared';
import { ApiError } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';
import { useStores } from '../../../stores/store-context';
import { UnlockReportButton } from '../../wallet';
import type { PdfRenderingDto, ResultsApi } from '../api';
import { pdfMessages as m } from '../messages';

/** The server renders a report once and keeps it; a first download may wait a few rounds of its Retry-After. */
export const PDF_RETRY_MS = 2000;
const PDF_MAX_TRIES = 30;

const isRendering = (answer: Blob | PdfRenderingDto): answer is PdfRenderingDto => (answer as PdfRenderingDto).status === 'rendering';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isLocked = (error: unknown) => error instanceof ApiError && error.code === ErrorCode.PRINT_PDF_FORBIDDEN;

/**
 * "Download PDF": fetched through the API client (so it carries the bearer token) as a file; while the
 * server is still rendering it (202) the button keeps spinning and asks again every two seconds. A report
 * that is not unlocked answers 402 print_pdf_forbidden: spec section 8 says "not unlocked; back to score
 * report", so the notice offers the wallet's unlock button and a way back; once unlocked, the download runs.
 */
export function PdfDownload({ api, attemptId }: { api: ResultsApi; attemptId: number }) {
  const { ui } = useStores();
  const [busy, setBusy] = useState(false);
  const [locked, setLocked] = useState(false);
  // A download still waiting for the render stops asking once the page is gone.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const download = async () => {
    setBusy(true);
    try {
      for (let tries = 1; mounted.current; tries += 1) {
        const answer = await api.pdf(attemptId);
        if (!isRendering(answer)) {
          saveFile(answer, `score-report-${attemptId}.pdf`);
          setLocked(false);
          return;
        }
        if (tries >= PDF_MAX_TRIES) {
          ui.toast(answer.message, 'info');
          return;
        }
        await wait(PDF_RETRY_MS);
      }
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
