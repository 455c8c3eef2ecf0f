import { observer } from 'mobx-react-lite';
import { Navbar } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { useStores } from '../../stores/store-context';

/** Logo and name; partner variants link to their own site. */
export const BrandLink = observer(function BrandLink() {
  const { tenant } = useStores();
  const { logo, name, externalHome } = tenant.tenant;
  const content = (
    <>
      {logo && <img src={logo} alt="" className="me-2" />}
      <span className="navbar-brand-name">{name}</span>
    </>
  );
  return externalHome ? (
    <Navbar.Brand href={externalHome} className="d-flex align-items-center" data-testid="brand">
      {content}
    </Navbar.Brand>
  ) : (
    <Navbar.Brand as={Link} to={PATHS.home} className="d-flex align-items-center" data-testid="brand">
      {content}
    </Navbar.Brand>
  );
});
