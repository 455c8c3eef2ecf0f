import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Card, Col, Row, Spinner } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { REFERRAL_INVITEE_BONUS, REFERRAL_PAIR_SIZE, REFERRER_PAIR_BONUS, type ReferralCodeDto, type ReferralPageDto } from '@app/shared';
import { PATHS } from '../../../config/paths';
import { useStores } from '../../../stores/store-context';
import { CopyField } from '../../../components/copy-field';
import { ReferralList } from '../components/referral-list';
import { invitationMessages as m } from '../messages';
import { SpendAction } from '../spend-action';
import { WalletStore } from '../wallet-store';
import { PageHeader } from '../../../components/page-header';

/** The register page reads the code from `?ref=`. */
export const invitationLink = (code: string) => `${window.location.origin}${PATHS.register}?ref=${encodeURIComponent(code)}`;

/**
 * /invitation: the user's code and link, how the rewards work (spec section 9: every 2 verified invitees give
 * the referrer 10 coins, each invitee gets 10), the exchange of completed invitees for coins, and the list.
 */
export const InvitationPage = observer(function InvitationPage() {
  const root = useStores();
  const intl = useIntl();
  const [wallet] = useState(() => new WalletStore(root));
  const [exchange] = useState(() => new SpendAction());
  const [code, setCode] = useState<ReferralCodeDto | null>(null);
  const [referrals, setReferrals] = useState<ReferralPageDto | null>(null);
  const { ui } = root;

  const loadCode = useCallback(
    () =>
      wallet.api
        .referralCode()
        .then(setCode)
        .catch((error: unknown) => ui.handleError(error)),
    [wallet, ui],
  );
  const loadReferrals = useCallback(
    (page: number) =>
      wallet.api
        .referrals(page)
        .then(setReferrals)
        .catch((error: unknown) => ui.handleError(error)),
    [wallet, ui],
  );

  useEffect(() => {
    void loadCode();
    void loadReferrals(1);
  }, [loadCode, loadReferrals]);

  const collect = async () => {
    const outcome = await exchange.run((key) => wallet.api.exchangeReferralPoints(key));
    if (outcome.kind !== 'done') {
      if (outcome.kind === 'failed') ui.handleError(outcome.error);
      return;
    }
    wallet.setBalance(outcome.result.balance);
    ui.toast(intl.formatMessage(m.exchanged, { points: outcome.result.points }), 'success');
    void loadCode();
    void loadReferrals(referrals?.current_page ?? 1);
  };

  if (!code) {
    return (
      <div className="text-center py-5">
        <Spinner animation="border" role="status" />
      </div>
    );
  }

  const missing = REFERRAL_PAIR_SIZE - (code.unexchanged_count % REFERRAL_PAIR_SIZE);
  return (
    <div data-testid="invitation-page">
      <PageHeader
        title={<FormattedMessage {...m.title} />}
        subtitle={<FormattedMessage {...m.subtitle} values={{ bonus: REFERRAL_INVITEE_BONUS }} />}
      />
      <Row className="g-4">
        <Col lg={7} className="d-flex flex-column gap-4">
          <Card className="shadow-soft">
            <Card.Body className="p-3 p-md-4">
              <CopyField
                label={intl.formatMessage(m.linkLabel)}
                copyLabel={intl.formatMessage(m.copyLink)}
                value={invitationLink(code.referral_code)}
                testId="invitation-link"
              />
              <CopyField
                label={intl.formatMessage(m.codeLabel)}
                copyLabel={intl.formatMessage(m.copyCode)}
                value={code.referral_code}
                testId="invitation-code"
              />
              {code.used_code && (
                <p className="small text-body-secondary mb-0">
                  <FormattedMessage {...m.usedCode} values={{ code: code.used_code }} />
                </p>
              )}
            </Card.Body>
          </Card>
          <Card className="shadow-soft">
            <Card.Body className="p-3 p-md-4">
              <h2 className="h5 fw-semibold mb-3">
                <FormattedMessage {...m.listTitle} />
              </h2>
              {referrals ? <ReferralList page={referrals} onPage={(p) => void loadReferrals(p)} /> : <Spinner animation="border" size="sm" />}
            </Card.Body>
          </Card>
        </Col>
        <Col lg={5} className="d-flex flex-column gap-4">
          <Card className="shadow-soft" data-testid="referral-rewards">
            <Card.Body className="p-3 p-md-4">
              <h2 className="h5 fw-semibold mb-3">
                <FormattedMessage {...m.rewardsTitle} />
              </h2>
              <dl className="row mb-3">
                <dt className="col-8 fw-normal">
                  <FormattedMessage {...m.pending} />
                </dt>
                <dd className="col-4 text-end fw-semibold mb-1" data-testid="referrals-pending">
                  {code.pending_count}
                </dd>
                <dt className="col-8 fw-normal">
                  <FormattedMessage {...m.completed} />
                </dt>
                <dd className="col-4 text-end fw-semibold mb-1" data-testid="referrals-completed">
                  {code.completed_count}
                </dd>
                <dt className="col-8 fw-normal">
                  <FormattedMessage {...m.exchangeable} />
                </dt>
                <dd className="col-4 text-end fw-semibold mb-0" data-testid="referrals-exchangeable">
                  {code.exchangeable_points}
                </dd>
              </dl>
              {code.exchangeable_points === 0 && (
                <p className="small text-body-secondary">
                  <FormattedMessage {...m.nextReward} values={{ n: missing, bonus: REFERRER_PAIR_BONUS }} />
                </p>
              )}
              <Button
                className="w-100"
                disabled={code.exchangeable_points === 0 || exchange.busy}
                onClick={() => void collect()}
                data-testid="referral-exchange"
              >
                <FormattedMessage {...m.exchange} />
              </Button>
            </Card.Body>
          </Card>
          <Card className="shadow-soft">
            <Card.Body className="p-3 p-md-4">
              <h2 className="h5 fw-semibold mb-3">
                <FormattedMessage {...m.howTitle} />
              </h2>
              <ol className="mb-0 d-flex flex-column gap-2 ps-3">
                <li>
                  <FormattedMessage {...m.how1} />
                </li>
                <li>
                  <FormattedMessage {...m.how2} values={{ bonus: REFERRAL_INVITEE_BONUS }} />
                </li>
                <li>
                  <FormattedMessage {...m.how3} values={{ pair: REFERRAL_PAIR_SIZE, bonus: REFERRER_PAIR_BONUS }} />
                </li>
              </ol>
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </div>
  );
});
