# Partner Console: a multi-stage image of the standalone build (docs/operations.md, "Deploying with the image").
#   docker build -t partner-console .
#   docker compose up -d          (compose.yaml: the console on PostgreSQL 16)
# The final stage holds only Next's standalone output, its static files and the migrations, run as a non-root user.
ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Dependencies, exactly as locked (dev dependencies too: the build needs them).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. The build: docs/openapi.json (prebuild), then `next build` with output: 'standalone'.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

# 3. What runs: node .next/standalone/server.js and nothing else.
FROM ${NODE_IMAGE} AS run
WORKDIR /app
# NODE_OPTIONS: a young generation of 64 MB semi-spaces (V8's default is 16 MB): a page view makes a few MB of
# short-lived objects, and with the default the collector ran every few views (docs/operations.md, "CPU per view").
ENV NODE_ENV=production \
    NODE_OPTIONS=--max-semi-space-size=64 \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/app/data \
    NEXT_MANUAL_SIG_HANDLE=true
RUN groupadd --system --gid 1001 console \
 && useradd --system --uid 1001 --gid console --home-dir /app --no-create-home console \
 && mkdir -p /app/data && chown console:console /app/data
COPY --from=build --chown=console:console /app/.next/standalone ./
COPY --from=build --chown=console:console /app/.next/static ./.next/static
COPY --from=build --chown=console:console /app/public ./public
COPY --from=build --chown=console:console /app/server/db/migrations ./server/db/migrations
USER console
EXPOSE 3000
# Only the embedded database (no DATABASE_URL) and the embedded sandbox's state live here.
VOLUME ["/app/data"]
# Liveness: the process answers. Readiness (database, migrations, API) is /api/health/ready, for a load balancer.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The console's own handler (server/lifecycle/shutdown.ts) stops the background work and closes the database.
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
