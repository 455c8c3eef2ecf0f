import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { LANGUAGE_OPTIONS } from '../../config/languages';
import { useStores } from '../../stores/store-context';
import { GlobeIcon } from '../icons';
import { chromeMessages } from '../messages';
import { HeaderDropdown } from './header-dropdown';

export const LanguagePicker = observer(function LanguagePicker() {
  const { locale } = useStores();
  const intl = useIntl();
  const current = LANGUAGE_OPTIONS.find((o) => o.locale === locale.locale) ?? LANGUAGE_OPTIONS[0];
  const label = intl.formatMessage(chromeMessages.language);
  return (
    <HeaderDropdown
      id="language-picker"
      testId="language-picker"
      ariaLabel={`${label}: ${current.title}`}
      toggleClassName="d-flex align-items-center gap-1"
      toggle={
        <>
          <GlobeIcon />
          <span>{current.title}</span>
        </>
      }
      menu={(Dropdown) => (
        <Dropdown.Menu data-bs-theme="light" className="shadow">
          <Dropdown.Header>{label}</Dropdown.Header>
          {LANGUAGE_OPTIONS.map((o) => (
            <Dropdown.Item
              key={o.value}
              as="button"
              lang={o.locale}
              active={o.locale === locale.locale}
              onClick={() => void locale.setLocale(o.locale)}
              data-testid={`language-option-${o.value}`}
            >
              {o.title}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      )}
    />
  );
});
