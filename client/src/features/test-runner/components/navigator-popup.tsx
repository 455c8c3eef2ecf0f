import { observer } from 'mobx-react-lite';
import { Button, Modal, Offcanvas } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { navigatorMessages as m } from '../messages';
import type { TestRunnerStore } from '../test-runner-store';
import { useModuleHeading } from '../module-heading';
import { QuestionGrid } from './question-grid';

export interface NavigatorPopupProps {
  store: TestRunnerStore;
  show: boolean;
  onHide: () => void;
  /** Phone layout: a bottom sheet instead of a centred dialog. */
  compact: boolean;
}

/** The "Question X of Y" popup: the grid and a way to the review page. Esc closes it. */
export const NavigatorPopup = observer(function NavigatorPopup({ store, show, onHide, compact }: NavigatorPopupProps) {
  const intl = useIntl();
  const heading = useModuleHeading(store.attempt?.plan ?? []);
  const title = intl.formatMessage(m.title, { title: store.module ? heading(store.module) : '' });
  const body = (
    <>
      <QuestionGrid store={store} onPicked={onHide} showCurrent />
      <div className="text-center mt-3">
        <Button
          variant="outline-primary"
          onClick={() => {
            store.openReview();
            onHide();
          }}
        >
          <FormattedMessage {...m.goToReview} />
        </Button>
      </div>
    </>
  );
  if (compact) {
    return (
      <Offcanvas show={show} onHide={onHide} placement="bottom" className="tr-sheet" aria-labelledby="tr-navigator-title">
        <Offcanvas.Header closeButton closeLabel={intl.formatMessage(m.close)}>
          <Offcanvas.Title id="tr-navigator-title" className="h6">
            {title}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>{body}</Offcanvas.Body>
      </Offcanvas>
    );
  }
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="tr-navigator-title">
      <Modal.Header closeButton closeLabel={intl.formatMessage(m.close)}>
        <Modal.Title id="tr-navigator-title" className="h6">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{body}</Modal.Body>
    </Modal>
  );
});
