import { lazy, Suspense } from 'react';
import { Card, Col, Nav, Row, Spinner } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { AuthPanel } from '../components/auth-panel';
import { LoginForm } from '../components/login-form';
import { authMessages } from '../messages';

// The sign-up form (and its captcha) loads when the Register tab opens: most visitors of /login only log in,
// and the first page's scripts have a 170 KB budget (scripts/check-bundle.mjs).
const RegisterForm = lazy(() => import('../components/register-form').then((m) => ({ default: m.RegisterForm })));

/** /login and /register: one screen with two tabs (spec section 2). */
export function AuthPage({ mode }: { mode: 'login' | 'register' }) {
  const { search } = useLocation();
  const isLogin = mode === 'login';
  return (
    <div className="auth-shell">
      <Row className="g-4 align-items-start">
        <Col lg={5} className="d-none d-lg-block">
          <AuthPanel />
        </Col>
        <Col lg={7}>
          <Card className="shadow-soft auth-card">
            <Card.Header className="bg-transparent border-bottom-0 pt-3 px-4">
              <Nav variant="underline" className="auth-tabs" role="tablist">
                <Nav.Item>
                  <Nav.Link as={NavLink} to={{ pathname: PATHS.login, search }} role="tab" aria-selected={isLogin} data-testid="auth-tab-login">
                    <FormattedMessage {...authMessages.tabLogin} />
                  </Nav.Link>
                </Nav.Item>
                <Nav.Item>
                  <Nav.Link
                    as={NavLink}
                    to={{ pathname: PATHS.register, search }}
                    role="tab"
                    aria-selected={!isLogin}
                    data-testid="auth-tab-register"
                  >
                    <FormattedMessage {...authMessages.tabRegister} />
                  </Nav.Link>
                </Nav.Item>
              </Nav>
            </Card.Header>
            <Card.Body className="px-4 pb-4 pt-3" role="tabpanel">
              <h1 className="h4 fw-semibold mb-1">
                <FormattedMessage {...(isLogin ? authMessages.loginTitle : authMessages.registerTitle)} />
              </h1>
              <p className="text-body-secondary mb-4">
                <FormattedMessage {...(isLogin ? authMessages.loginSubtitle : authMessages.registerSubtitle)} />
              </p>
              {isLogin ? (
                <LoginForm />
              ) : (
                <Suspense
                  fallback={
                    <div className="text-center py-5">
                      <Spinner animation="border" size="sm" role="status" />
                    </div>
                  }
                >
                  <RegisterForm />
                </Suspense>
              )}
              <p className="text-center text-body-secondary small mt-4 mb-0">
                <FormattedMessage {...(isLogin ? authMessages.noAccount : authMessages.haveAccount)} />{' '}
                <Link to={{ pathname: isLogin ? PATHS.register : PATHS.login, search }} className="fw-semibold">
                  <FormattedMessage {...(isLogin ? authMessages.createAccount : authMessages.loginLink)} />
                </Link>
              </p>
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
