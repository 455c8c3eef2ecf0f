import http from 'node:http';
import type { Express } from 'express';

/**
 * The HTTP server for an Express app, with request and response objects born with the app's prototypes.
 *
 * Express's app.handle() gives every request `Object.setPrototypeOf(req, app.request)` (and the same for
 * res). Changing an object's prototype after it is built gives it a hidden class of its own, so two
 * requests never share one: V8's inline caches in Node's http code, in the middleware and in header
 * writing go megamorphic and GC rises (expressjs/express#5998, nodejs/node#37457; on /api/auth/me about
 * 224 → 110 µs per request, issue 17). Here Node's http server builds each request and response from
 * classes whose prototypes ARE the app's request and response prototypes, so Express's setPrototypeOf
 * finds the prototype already in place and changes nothing. Only a mounted Express sub-app would still
 * switch prototypes, and just for its own requests.
 */
export function createHttpServer(app: Express): http.Server {
  const IncomingMessage = bornWith(http.IncomingMessage, app.request);
  const ServerResponse = bornWith(http.ServerResponse, app.response);
  // The app's prototypes become the classes' prototypes (same properties, same chain): a class's prototype
  // object is fixed, and only a class (a derived constructor) lets V8 share one hidden class among its
  // instances; a plain function with an assigned `prototype` gets a new one per object.
  app.request = IncomingMessage.prototype as Express['request'];
  app.response = ServerResponse.prototype as Express['response'];
  return http.createServer({ IncomingMessage, ServerResponse }, app);
}

/** A subclass of Base whose prototype carries `proto`'s own properties and inherits what `proto` inherits. */
function bornWith<T extends typeof http.IncomingMessage | typeof http.ServerResponse>(Base: T, proto: object): T {
  if (!(proto instanceof Base)) throw new TypeError(`the prototype must inherit from ${Base.name}.prototype`);
  const Born = class extends (Base as typeof http.IncomingMessage) {};
  Object.setPrototypeOf(Born.prototype, Object.getPrototypeOf(proto));
  Object.defineProperties(Born.prototype, Object.getOwnPropertyDescriptors(proto));
  return Born as unknown as T;
}
