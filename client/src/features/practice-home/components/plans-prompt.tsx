import { Modal } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { plansMessages as m } from '../messages';
import { PRACTICES_PATH } from '../paths';

/**
 * 402 exceeded_test (spec section 8): the free plan's daily tests are used up. Two ways on: the plans,
 * or the practices list (tests from a class or one's own do not count against the plan).
 */
export function PlansPrompt({ show, onClose }: { show: boolean; onClose: () => void }) {
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="plans-prompt-title" data-testid="plans-prompt">
      <Modal.Header closeButton>
        <Modal.Title id="plans-prompt-title" className="h5">
          <FormattedMessage {...m.title} />
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <FormattedMessage {...m.body} />
      </Modal.Body>
      <Modal.Footer className="flex-wrap">
        <button type="button" className="btn btn-link text-body-secondary me-auto" onClick={onClose}>
          <FormattedMessage {...m.close} />
        </button>
        <Link to={PRACTICES_PATH} className="btn btn-outline-primary" data-testid="plans-prompt-own">
          <FormattedMessage {...m.ownTests} />
        </Link>
        <Link to={PATHS.plans} className="btn btn-primary" data-testid="plans-prompt-plans">
          <FormattedMessage {...m.viewPlans} />
        </Link>
      </Modal.Footer>
    </Modal>
  );
}
