import type { ReactNode } from 'react';
import { Link, type RelativeRoutingType } from 'react-router-dom';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** Status and other badges, inside the heading so they are read with it. */
  badges?: ReactNode;
  /** A line under the title: what the page is for, or facts about what it shows. */
  subtitle?: ReactNode;
  /** A link above the title to the page this one was reached from. */
  back?: { to: string; label: ReactNode; testId?: string; relative?: RelativeRoutingType };
  /** The page's buttons and links, right of the title (under it on narrow screens). */
  actions?: ReactNode;
  /** More under the heading row (a note, a link). */
  children?: ReactNode;
  titleId?: string;
  testId?: string;
  /** The space below; pages with tabs right under the header take less. */
  className?: string;
}

/**
 * The top of a page: back link, title with its badges, subtitle and actions. Every page heading uses it,
 * so they all look alike and each page has exactly one h1.
 */
export function PageHeader({ title, badges, subtitle, back, actions, children, titleId, testId, className = 'mb-4' }: PageHeaderProps) {
  return (
    <div className={className} data-testid={testId}>
      {back && (
        <Link to={back.to} relative={back.relative} className="small text-decoration-none d-inline-block mb-2" data-testid={back.testId}>
          {/* The arrow is decoration: the link is named by its label alone. */}
          <span aria-hidden="true">← </span>
          {back.label}
        </Link>
      )}
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <div>
          <h1 className="h3 fw-semibold mb-0 d-flex flex-wrap align-items-center gap-2" id={titleId}>
            {title}
            {badges}
          </h1>
          {subtitle && <div className="text-body-secondary mt-1">{subtitle}</div>}
        </div>
        {actions && <div className="d-flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
