import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { CATALOGS } from '../../../i18n/catalogs';

/** The real English catalog, so tests read the texts users see. */
export function WithIntl({ children, locale = 'en-US' }: { children: ReactNode; locale?: 'en-US' | 'zh-CN' | 'zh-TW' }) {
  return (
    <IntlProvider locale={locale} messages={CATALOGS[locale]}>
      {children}
    </IntlProvider>
  );
}
