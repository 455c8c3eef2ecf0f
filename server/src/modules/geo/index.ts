/** Where a caller is, from their address: country, city and time zone for the registration form's defaults. */
import type { AppModule } from '../../core/app-module';
import { geoOpenApi } from './geo.openapi';
import { geoRouter } from './geo.routes';

export const geoModule: AppModule = { name: 'geo', router: () => geoRouter(), openapi: geoOpenApi };
