import { observer } from 'mobx-react-lite';
import { Badge, Nav } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { useStores } from '../../stores/store-context';
import { chromeMessages } from '../messages';

/** Main brand: Practice, Results, Classes, Courses, Plans (New). Partner variants: their own site's links. */
export const MainNav = observer(function MainNav() {
  const { tenant } = useStores();
  const t = tenant.tenant;
  if (!t.isMainBrand) {
    return (
      <Nav className="main-nav me-auto" data-testid="main-nav">
        {t.linkArr.map((link) => (
          <Nav.Link key={link.url} href={link.url}>
            {link.label}
          </Nav.Link>
        ))}
      </Nav>
    );
  }
  return (
    <Nav className="main-nav me-auto" data-testid="main-nav">
      <Nav.Link as={NavLink} to={PATHS.home} end data-testid="nav-practice">
        <FormattedMessage {...chromeMessages.practice} />
      </Nav.Link>
      <Nav.Link as={NavLink} to={PATHS.testResults} data-testid="nav-results">
        <FormattedMessage {...chromeMessages.results} />
      </Nav.Link>
      <Nav.Link as={NavLink} to={PATHS.classes} data-testid="nav-classes">
        <FormattedMessage {...chromeMessages.classes} />
      </Nav.Link>
      <Nav.Link as={NavLink} to={PATHS.courses} data-testid="nav-courses">
        <FormattedMessage {...chromeMessages.courses} />
      </Nav.Link>
      <Nav.Link as={NavLink} to={PATHS.plans} data-testid="nav-plans">
        <FormattedMessage {...chromeMessages.plans} />
        <Badge bg="warning" text="dark" pill className="badge-new ms-1">
          <FormattedMessage {...chromeMessages.newBadge} />
        </Badge>
      </Nav.Link>
    </Nav>
  );
});
