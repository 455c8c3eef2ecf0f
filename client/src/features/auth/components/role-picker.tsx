import { ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { REGISTRABLE_ROLES, type RegistrableRole } from '@app/shared';
import { authMessages } from '../messages';

const LABELS = { student: authMessages.roleStudent, teacher: authMessages.roleTeacher, parent: authMessages.roleParent } as const;

/** Student, teacher or parent: chosen at registration (spec section 6). */
export function RolePicker({ value, onChange }: { value: RegistrableRole; onChange: (role: RegistrableRole) => void }) {
  return (
    <fieldset className="mb-3">
      <legend className="form-label fw-medium fs-6 mb-2">
        <FormattedMessage {...authMessages.role} />
      </legend>
      <ToggleButtonGroup type="radio" name="role" value={value} onChange={onChange} className="w-100">
        {REGISTRABLE_ROLES.map((role) => (
          <ToggleButton key={role} id={`register-role-${role}`} value={role} variant="outline-primary" data-testid={`register-role-${role}`}>
            <FormattedMessage {...LABELS[role]} />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </fieldset>
  );
}
