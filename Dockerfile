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
# jemalloc instead of glibc's malloc (decision 0083): what the server frees goes back to the system within about a
# second, also while it is idle (a background thread purges), where glibc keeps freed memory in its arenas; two
# arenas. The glibc settings below (decision 0081) are what applies if jemalloc is ever missing: large buffers on
# pages of their own, two arenas. bench/load.ts reads these ENV lines and gives the server the same.
RUN apt-get update && apt-get install -y --no-install-recommends libjemalloc2 && rm -rf /var/lib/apt/lists/* \
  && ln -s "$(find /usr/lib -name libjemalloc.so.2 | head -n 1)" /usr/local/lib/libjemalloc.so.2
ENV LD_PRELOAD=/usr/local/lib/libjemalloc.so.2
ENV MALLOC_CONF=background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0,narenas:2
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
# The request thread's new space at 8 MB instead of V8's 32 MB (decision 0196); bench/load.ts reads this line's flags.
CMD ["node", "--max-semi-space-size=4", "apps/api/dist/server.mjs"]
