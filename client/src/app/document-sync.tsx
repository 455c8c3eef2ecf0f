import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { themeCss } from '@app/shared';
import { useStores } from '../stores/store-context';

const THEME_STYLE_ID = 'tenant-theme';

function setFavicon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = href;
}

/** Keeps the document in step with the stores: tab title, favicon, theme colours, `<html lang>`. */
export const DocumentSync = observer(function DocumentSync() {
  const { tenant, locale } = useStores();
  const t = tenant.tenant;

  useEffect(() => {
    document.title = t.tabName || t.name;
    if (t.icon) setFavicon(t.icon);
  }, [t.tabName, t.name, t.icon]);

  useEffect(() => {
    let style = document.getElementById(THEME_STYLE_ID);
    if (!style) {
      style = document.createElement('style');
      style.id = THEME_STYLE_ID;
      document.head.appendChild(style);
    }
    style.textContent = themeCss(t);
    document.documentElement.dataset.tenantDark = t.isDarkBackground ? 'true' : 'false';
  }, [t]);

  useEffect(() => {
    document.documentElement.lang = locale.locale;
  }, [locale.locale]);

  return null;
});
