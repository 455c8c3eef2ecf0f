import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { RawIntlProvider } from 'react-intl';
import type { RootStore } from '../stores/root-store';
import { StoreProvider, useStores } from '../stores/store-context';

/** react-intl with the locale store's intl object, so components and stores format alike. */
const LocaleProvider = observer(function LocaleProvider({ children }: { children: ReactNode }) {
  const { locale } = useStores();
  return (
    <RawIntlProvider value={locale.intl} key={locale.locale}>
      {children}
    </RawIntlProvider>
  );
});

export function AppProviders({ store, children }: { store: RootStore; children: ReactNode }) {
  return (
    <StoreProvider store={store}>
      <LocaleProvider>{children}</LocaleProvider>
    </StoreProvider>
  );
}
