import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Card, Form, Spinner } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminUserDto, Role } from '@app/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { useSubmit } from '../../../components/form/use-submit';
import { useStores } from '../../../stores/store-context';
import { EDITABLE_ROLES, editableOf, lockedRoles, sameRoles, toggleRole } from '../roles';
import { roleMessages, rolesMessages as m } from '../messages';

/**
 * Checkboxes for the user's roles and a save button. The viewer's own super-admin is shown ticked and
 * disabled, with the reason; pro is left to the pro panel and kept as it is.
 */
export function RolesEditor({
  user,
  viewerId,
  onSave,
  children,
}: {
  user: AdminUserDto;
  viewerId: number | null;
  onSave: (roles: Role[]) => Promise<void>;
  /** More role-like controls shown under the form (the grader switch). */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const { ui } = useStores();
  const [roles, setRoles] = useState<Role[]>(editableOf(user.all_roles));
  const [error, setError] = useState<string | undefined>();
  const { submitting, formError, run } = useSubmit((errors) => setError(errors.roles));
  const locked = lockedRoles(user, viewerId);
  useEffect(() => setRoles(editableOf(user.all_roles)), [user.all_roles]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    const kept = user.all_roles.filter((r) => !EDITABLE_ROLES.includes(r));
    const ok = await run(() => onSave([...roles, ...kept]));
    if (ok) ui.toast(m.saved, 'success');
  };

  return (
    <Card className="shadow-soft h-100" as="section" aria-labelledby="roles-title">
      <Card.Body>
        <h2 className="h5 mb-3" id="roles-title">
          <FormattedMessage {...m.title} />
        </h2>
        <Form onSubmit={(e) => void submit(e)} noValidate data-testid="roles-editor">
          <fieldset>
            <legend className="visually-hidden">
              <FormattedMessage {...m.legend} />
            </legend>
            {EDITABLE_ROLES.map((r) => (
              <Form.Check
                key={r}
                id={`role-${r}`}
                type="checkbox"
                label={intl.formatMessage(roleMessages[r])}
                checked={roles.includes(r)}
                disabled={locked.has(r) || submitting}
                onChange={(e) => setRoles((cur) => toggleRole(cur, r, e.target.checked, locked))}
                aria-describedby={locked.has(r) ? 'roles-locked' : undefined}
                isInvalid={!!error}
                data-testid={`role-${r}`}
              />
            ))}
          </fieldset>
          {locked.size > 0 && (
            <p className="small text-body-secondary mt-2 mb-0" id="roles-locked">
              <FormattedMessage {...m.ownLocked} />
            </p>
          )}
          <p className="small text-body-secondary mt-2">
            <FormattedMessage {...m.proHint} />
          </p>
          {error && (
            <div className="text-danger small mb-2" role="alert" data-testid="roles-error">
              {error}
            </div>
          )}
          <FormAlert message={formError} testId="roles-form-error" />
          <Button type="submit" disabled={submitting || sameRoles(roles, user.all_roles)} data-testid="roles-save">
            {submitting && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            <FormattedMessage {...m.save} />
          </Button>
        </Form>
        {children}
      </Card.Body>
    </Card>
  );
}
