import { useEffect, useState } from 'react';
import type { GeoDto, Locale, PaymentCurrency } from '@app/shared';
import { useStores } from '../../stores/store-context';

/** Where the visitor is decides the currency; until that is known (or when it is elsewhere), the language does. */
const BY_COUNTRY: Record<string, PaymentCurrency> = { TW: 'TWD', CN: 'RMB' };
const BY_LOCALE: Record<Locale, PaymentCurrency> = { 'zh-TW': 'TWD', 'zh-CN': 'RMB', 'en-US': 'USD' };

let geo: Promise<GeoDto | null> | null = null;

/** The currency to show coin prices in, next to the coins (issue 15: a visitor cannot value coins). */
export function useVisitorCurrency(): PaymentCurrency {
  const { api, locale } = useStores();
  const [country, setCountry] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    geo ??= api.get<GeoDto>('ip-geo', { background: true }).catch(() => null);
    void geo.then((g) => live && setCountry(g?.iso_code ?? null));
    return () => {
      live = false;
    };
  }, [api]);
  return (country && BY_COUNTRY[country]) || BY_LOCALE[locale.locale];
}
