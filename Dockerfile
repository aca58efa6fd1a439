# dune-rooms game server. Build: docker build -t dune-rooms .   Run: docker run --init -p 2567:2567 dune-rooms
# Configuration is by environment (README "Operations"); games are kept in /data unless REDIS_URL is set.
FROM node:22-slim
WORKDIR /app
ENV NODE_ENV=production

# Dependencies first, so source changes reuse this layer. Dev dependencies (tests, type checker) are not needed:
# the server runs its TypeScript through tsx, a runtime dependency.
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

COPY . .
RUN mkdir -p /data && chown node:node /data
USER node

ENV PORT=2567 HOST=0.0.0.0 DATA_DIR=/data LOG_LEVEL=info
VOLUME /data
EXPOSE 2567
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 2567) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"

# SIGTERM (docker stop) lets rooms commit and release their games before the process exits.
CMD ["npm", "start"]
