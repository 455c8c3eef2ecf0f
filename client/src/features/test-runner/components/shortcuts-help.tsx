import { Button, OverlayTrigger, Popover } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { headerMessages, helpMessages as m } from '../messages';

const Keys = ({ keys }: { keys: string[] }) => (
  <>
    {keys.map((k, i) => (
      <span key={k}>
        {i > 0 && (
          <span className="mx-1 text-body-secondary">
            <FormattedMessage {...m.or} />
          </span>
        )}
        <kbd>{k}</kbd>
      </span>
    ))}
  </>
);

/** The rows match useShortcuts; Esc is the dialogs' own. */
const ROWS = [
  { keys: ['Alt+N', 'Ctrl+→'], label: m.next },
  { keys: ['Alt+P', 'Ctrl+←'], label: m.previous },
  { keys: ['A–D'], label: m.choose },
  { keys: ['M'], label: m.mark },
  { keys: ['E'], label: m.eliminator },
  { keys: ['Esc'], label: m.close },
];

/** A "?" button with the keyboard shortcuts in a popover (click outside or Esc closes it). */
export function ShortcutsHelp() {
  const intl = useIntl();
  const popover = (
    <Popover id="tr-shortcuts">
      <Popover.Header as="h2" className="h6">
        <FormattedMessage {...m.title} />
      </Popover.Header>
      <Popover.Body>
        <dl className="tr-shortcuts mb-0">
          {ROWS.map((row) => (
            <div key={row.keys[0]} className="tr-shortcut">
              <dt>
                <Keys keys={row.keys} />
              </dt>
              <dd className="mb-0">
                <FormattedMessage {...row.label} />
              </dd>
            </div>
          ))}
        </dl>
      </Popover.Body>
    </Popover>
  );
  return (
    <OverlayTrigger trigger="click" placement="bottom-end" rootClose overlay={popover}>
      <Button
        variant="outline-secondary"
        size="sm"
        className="tr-icon-button"
        aria-label={intl.formatMessage(headerMessages.shortcuts)}
        data-testid="shortcuts-help"
      >
        ?
      </Button>
    </OverlayTrigger>
  );
}
