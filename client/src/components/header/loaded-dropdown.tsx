import { useEffect, useRef } from 'react';
import { Dropdown, Nav } from 'react-bootstrap';
import type { HeaderDropdownProps } from './header-dropdown';

/** The real dropdown, loaded by HeaderDropdown on first use and mounted open (that first click opened it). */
export default function LoadedDropdown({ id, testId, ariaLabel, toggleClassName, toggle, menu }: HeaderDropdownProps) {
  const toggleRef = useRef<HTMLAnchorElement>(null);
  // The placeholder toggle that had the focus is gone: give it to the real one, so keyboard users stay put.
  useEffect(() => toggleRef.current?.focus(), []);
  return (
    <Dropdown as={Nav.Item} align="end" defaultShow>
      <Dropdown.Toggle ref={toggleRef} as={Nav.Link} id={id} data-testid={testId} aria-label={ariaLabel} className={toggleClassName}>
        {toggle}
      </Dropdown.Toggle>
      {menu(Dropdown)}
    </Dropdown>
  );
}
