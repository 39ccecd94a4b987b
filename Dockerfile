# Swiftway as a container: the same commands as CI and docs/OPERATIONS.md (npm ci, npm run build, npm run start:prod).
# docker compose up (docker-compose.yml) runs it with PostgreSQL and MinIO.
FROM node:20-bookworm-slim

# tini passes SIGTERM on and reaps children; PostgreSQL 15's client tools make the backups of a PostgreSQL database
# (pg_dump -Fc / pg_restore, decision 0059): the same major version as the compose file's server.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini ca-certificates postgresql-client-15 \
  && rm -rf /var/lib/apt/lists/*

WORKDIR /app

# Dependencies first (a layer kept while only the code changes): the workspaces' manifests and the lock file.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
# As .ci/run: npm ci, or a plain install from the lock file when npm ci refuses its optional platform entries.
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund

COPY . .
# Built once, here; the start below never builds (decision 0068).
RUN npm run build

# The commit for the system page (there is no .git in the image): --build-arg SOURCE_COMMIT=$(git rev-parse HEAD).
ARG SOURCE_COMMIT=unknown
ENV NODE_ENV=production \
    SOURCE_COMMIT=${SOURCE_COMMIT} \
    DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000

RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000

HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["npm", "run", "start:prod"]
