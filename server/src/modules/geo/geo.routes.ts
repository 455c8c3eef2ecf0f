import { Router } from 'express';
import geoip from 'geoip-lite';
import { DEFAULT_GEO, type GeoDto } from '@app/shared';

/** Country, city and time zone of an address; anything unknown (private ranges, lookup failure) gives the default. */
export function lookupGeo(ip: string | undefined): GeoDto {
  try {
    const hit = ip ? geoip.lookup(ip.replace(/^::ffff:/, '')) : null;
    if (!hit || !hit.country) return { ...DEFAULT_GEO };
    const country = new Intl.DisplayNames(['en'], { type: 'region' }).of(hit.country) ?? hit.country;
    return { iso_code: hit.country, country, city: hit.city || '', timezone: hit.timezone || DEFAULT_GEO.timezone };
  } catch {
    return { ...DEFAULT_GEO };
  }
}

export function geoRouter(): Router {
  const r = Router();
  r.get('/ip-geo', (req, res) => {
    res.json(lookupGeo(req.ip));
  });
  return r;
}
