# Production image: the API (serving the built client) and, with another command, the worker.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production
# A larger young generation (V8's default semi-space is 16 MB): a request's short-lived garbage dies young
# instead of being promoted; halved the API's p99 in issue 17's experiment. The API and the worker (both
# services of docker-compose.yml run this image) get it, as `npm start` and `npm run worker` do.
ENV NODE_OPTIONS=--max-semi-space-size=64
WORKDIR /app
COPY --from=build /app /app
USER node
EXPOSE 3000
CMD ["node", "server/dist/server/src/main.js"]
