# syntax=docker/dockerfile:1
# The product's image, on Node 24 LTS. Docker is not run where this project is developed: the image's own install,
# build and start commands (the RUN and CMD lines below) are run in a clean copy by .ci/image-commands instead.
#   docker build -t accident-claim-funnels .          (compose.yaml builds it for you)
# The pages' build settings (SITE_NAME, DOB_STATES, SITE_VIDEOS) are build arguments here; the site's phone, e-mail,
# address and partner offer (SITE_PHONE, SITE_EMAIL, SITE_URL, PARTNER_OFFER_URL) are read when the server starts,
# so one image serves any operator, and with NODE_ENV=production it refuses to start on their placeholders.

FROM node:24-slim AS build
WORKDIR /app
# better-sqlite3 13 ships its binaries; the Node 20 build kept beside it (better-sqlite3-node20, version 12) compiles
# on install whatever the node, so the build stage needs Python and a compiler.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG SITE_NAME="" DOB_STATES="" SITE_VIDEOS=""
RUN npm run build
# Production dependencies only: the server is one bundle (dist/server) and loads a few packages at run time.
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:24-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATABASE_URL=sqlite:/data/leads.sqlite
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# Not root: the process owns only its data folder (the SQLite default; compose.yaml uses PostgreSQL instead).
RUN mkdir /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness: the process answers and its database does. The proxy routes on /readyz (deploy/Caddyfile).
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM lets the requests and deliveries in flight finish (docs/delivery.md); give it time to (compose.yaml).
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/main.js"]
