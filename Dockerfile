# dune-rooms game server. Build: docker build -t dune-rooms .   Run: docker run --init -p 2567:2567 dune-rooms
# Configuration is by environment (README "Operations"); games are kept in /data unless REDIS_URL is set.

# The web table (served at /) is built in a stage of its own: its bundler and the SDK's build (esbuild, tsc) are
# dev dependencies, which the server's image leaves out. Only the built files (web/dist) are carried over.
FROM node:22-slim AS web
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run web:build

FROM node:22-slim
WORKDIR /app
ENV NODE_ENV=production

# Dependencies first, so source changes reuse this layer. Dev dependencies (tests, type checker) are not needed:
# the server runs its TypeScript through tsx, a runtime dependency.
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

COPY . .
# A web/dist from the build context could be stale: the image serves the one built above (`npm start` then finds
# it built and does not try to build it again).
RUN rm -rf web/dist web/.dev && mkdir -p /data && chown node:node /data
COPY --from=web /app/web/dist ./web/dist
USER node

# With REDIS_URL the volume keeps the watermarks that find a failover to an empty or stale Redis (README, "Redis durability").
ENV PORT=2567 HOST=0.0.0.0 DATA_DIR=/data WATERMARK_DIR=/data/watermarks LOG_LEVEL=info
VOLUME /data
EXPOSE 2567
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 2567) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"

# SIGTERM (docker stop) lets rooms commit and release their games before the process exits.
CMD ["npm", "start"]
