import { observer } from 'mobx-react-lite';
import { Container, Nav, Navbar } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { useStores } from '../../stores/store-context';
import { chromeMessages } from '../messages';
import { BrandLink } from './brand-link';
import { LanguagePicker } from './language-picker';
import { MainNav } from './main-nav';
import { UserMenu } from './user-menu';

/** The top bar; it collapses below 992 px (spec section 9). */
export const AppHeader = observer(function AppHeader() {
  const { session } = useStores();
  const intl = useIntl();
  return (
    <Navbar expand="lg" bg="primary" data-bs-theme="dark" sticky="top" className="app-navbar py-2" collapseOnSelect data-testid="app-header">
      <Container>
        <BrandLink />
        <Navbar.Toggle aria-controls="app-navbar-collapse" aria-label={intl.formatMessage(chromeMessages.toggleNavigation)} />
        <Navbar.Collapse id="app-navbar-collapse">
          <MainNav />
          <Nav className="align-items-lg-center gap-lg-1">
            <LanguagePicker />
            {session.user ? (
              <UserMenu />
            ) : (
              !session.isLoggedIn && (
                <>
                  <Nav.Link as={Link} to={PATHS.login} data-testid="header-login">
                    <FormattedMessage {...chromeMessages.login} />
                  </Nav.Link>
                  <Link
                    to={PATHS.register}
                    className="btn btn-light btn-sm ms-lg-2 my-2 my-lg-0 fw-semibold text-primary"
                    data-testid="header-signup"
                  >
                    <FormattedMessage {...chromeMessages.signUp} />
                  </Link>
                </>
              )
            )}
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
});
