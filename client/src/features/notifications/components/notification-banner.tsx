import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Container } from 'react-bootstrap';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { Locale, NotificationDto } from '@app/shared';
import { NAMED_ROUTES } from '../../../config/paths';
import { useStores } from '../../../stores/store-context';
import { notificationsApi } from '../api';
import { notificationMessages } from '../messages';
import { bannerAllowedOn, closeNotice, isNoticeClosed } from '../notice-close';

const pick = (texts: Partial<Record<Locale, string>>, locale: Locale) => texts[locale] ?? texts['en-US'] ?? Object.values(texts)[0] ?? '';

/** Active notifications for logged-in users of the main brand; closing hides them until tomorrow. */
export const NotificationBanner = observer(function NotificationBanner() {
  const { api, session, tenant, locale } = useStores();
  const intl = useIntl();
  const { pathname } = useLocation();
  const [items, setItems] = useState<NotificationDto[]>([]);
  const [closed, setClosed] = useState(() => isNoticeClosed());
  const userId = session.user?.id;
  const eligible = userId !== undefined && tenant.tenant.isMainBrand && !closed;

  useEffect(() => {
    if (!eligible) return;
    let live = true;
    notificationsApi(api)
      .active()
      .then((list) => live && setItems(Array.isArray(list) ? list : []))
      .catch(() => live && setItems([]));
    return () => {
      live = false;
    };
  }, [api, eligible, userId]);

  if (!eligible || items.length === 0 || !bannerAllowedOn(pathname)) return null;

  const dismiss = () => {
    closeNotice();
    setClosed(true);
  };

  return (
    <Container className="pt-3">
      <Alert
        variant="info"
        dismissible
        onClose={dismiss}
        closeLabel={intl.formatMessage(notificationMessages.dismiss)}
        className="mb-0 shadow-sm"
        data-testid="notification-banner"
        aria-label={intl.formatMessage(notificationMessages.label)}
      >
        {items.map((n) => {
          const to = n.link ? NAMED_ROUTES[n.link.routerName] : undefined;
          return (
            <div key={n.id} className="d-flex flex-wrap gap-2 align-items-baseline">
              <span>{pick(n.description, locale.locale)}</span>
              {n.link && to && (
                <Link to={to} className="alert-link">
                  {pick(n.link.text, locale.locale)}
                </Link>
              )}
            </div>
          );
        })}
      </Alert>
    </Container>
  );
});
