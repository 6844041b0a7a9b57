# Thrive: one image for the API server and the worker (see docs/deploy.md).
# NOT built or run in this repository's CI (no container runtime there); it uses the same commands as `npm start`.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/core/package.json packages/core/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
# glibc's malloc: buffers of 128 KB and more get pages of their own, returned when freed (the default threshold
# rises to 32 MB after the first large free, and freed memory below it stays with the process), and two arenas
# instead of one per thread. About 100 MB less RSS on PGlite, started and after journeys (decision 0081).
# bench/load.ts reads these two lines and gives the server the same.
ENV MALLOC_MMAP_THRESHOLD_=131072
ENV MALLOC_ARENA_MAX=2
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/core/package.json packages/core/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# The dashboard's first screen, rendered per person by the server (decision 0065).
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# The worker: same image, `node apps/api/dist/worker.mjs` (JOB_QUEUE=pgboss, DATABASE_URL set).
CMD ["node", "apps/api/dist/server.mjs"]
