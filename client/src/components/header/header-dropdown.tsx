import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Dropdown } from 'react-bootstrap';

/**
 * A header menu whose dropdown machinery (react-bootstrap's Dropdown and popper, about 7 KB gzip) loads on
 * first use: the first page's JavaScript has a 170 KB budget (issue 17, `npm run check:bundle`) and most
 * visitors never open these menus. Until then the toggle is plain Bootstrap markup that looks the same;
 * hovering or focusing it starts the download, and the first click swaps in the real dropdown, open.
 */
export interface HeaderDropdownProps {
  id: string;
  testId: string;
  ariaLabel: string;
  toggleClassName: string;
  toggle: ReactNode;
  /** The menu, built from the lazily loaded Dropdown (a type-only import here keeps it off the first page). */
  menu: (parts: typeof Dropdown) => ReactNode;
}

const loadDropdown = () => import('./loaded-dropdown');
const LoadedDropdown = lazy(loadDropdown);

export function HeaderDropdown(props: HeaderDropdownProps) {
  const [opened, setOpened] = useState(false);
  const placeholder = (
    <div className="dropdown nav-item">
      <button
        type="button"
        id={props.id}
        className={`dropdown-toggle nav-link ${props.toggleClassName}`}
        aria-expanded="false"
        aria-haspopup="true"
        aria-label={props.ariaLabel}
        data-testid={props.testId}
        onPointerEnter={() => void loadDropdown()}
        onFocus={() => void loadDropdown()}
        onClick={() => setOpened(true)}
      >
        {props.toggle}
      </button>
    </div>
  );
  if (!opened) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LoadedDropdown {...props} />
    </Suspense>
  );
}
