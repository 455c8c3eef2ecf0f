import type { ReactNode } from 'react';
import { Card, Form } from 'react-bootstrap';
import type { MessageDescriptor } from 'react-intl';
import type { EditorSave } from '../hooks/use-editor-save';
import { EditorSaveBar } from './editor-save-bar';
import { LockedAlert } from './locked-alert';

export interface EditorShellProps {
  testId: string;
  editor: Pick<EditorSave, 'submitting' | 'formError'>;
  onSubmit: () => void;
  /** Once someone has taken the test: why its structure no longer changes, above the form. */
  locked?: { body: MessageDescriptor; testId?: string } | false;
  save: { label: MessageDescriptor; testId: string; disabled?: boolean };
  /** A long form keeps its save button in view at the bottom of the window. */
  stickySave?: boolean;
  children: ReactNode;
}

/** What the practice, full set and adaptive set editors share: the form, the locked notice and the save bar. */
export function EditorShell({ testId, editor, onSubmit, locked, save, stickySave = false, children }: EditorShellProps) {
  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      data-testid={testId}
    >
      {locked && <LockedAlert body={locked.body} testId={locked.testId} />}
      {children}
      <EditorSaveBar
        submitting={editor.submitting}
        disabled={save.disabled}
        label={save.label}
        testId={save.testId}
        formError={editor.formError}
        className={stickySave ? 'sticky-bottom bg-body py-3 border-top' : undefined}
      />
    </Form>
  );
}

/** One card of an editor: a title with something beside it (a count, a switch), then the fields. */
export function EditorCard({ title, aside, testId, children }: { title?: ReactNode; aside?: ReactNode; testId?: string; children?: ReactNode }) {
  return (
    <Card className="shadow-soft mb-4" data-testid={testId}>
      {title && (
        <Card.Header className="bg-transparent py-3 px-4 d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span className="fw-semibold">{title}</span>
          {aside}
        </Card.Header>
      )}
      {children && <Card.Body className="p-4">{children}</Card.Body>}
    </Card>
  );
}
