# syntax=docker/dockerfile:1.7
# A Node process of the platform: the gateway or one service, built on its own.
#   docker build -f infra/docker/node.Dockerfile --build-arg WORKSPACE=gateway -t hp/gateway .
#   docker build -f infra/docker/node.Dockerfile --build-arg WORKSPACE=services/auth -t hp/auth .
#   docker build -f infra/docker/node.Dockerfile --build-arg WORKSPACE=services/auth --target migrate -t hp/auth-migrate .
# `turbo prune` keeps only the workspace and what it depends on (contracts), with a pruned lockfile.
# Node 24 LTS (the repository's engines); pin a digest with --build-arg NODE_IMAGE=node:24-bookworm-slim@sha256:...
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS prune
ARG WORKSPACE
WORKDIR /repo
COPY . .
RUN test -n "$WORKSPACE" && PKG="$(node -p "require('./${WORKSPACE}/package.json').name")" \
 && TURBO_TELEMETRY_DISABLED=1 npx --yes turbo@2.11.11 prune "$PKG" --docker

FROM ${NODE_IMAGE} AS build
ARG WORKSPACE
ENV TURBO_TELEMETRY_DISABLED=1
WORKDIR /repo
# Native addons (argon2) fall back to node-gyp when no prebuilt binary matches.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY --from=prune /repo/out/json/ ./
RUN npm ci --no-audit --no-fund
COPY --from=prune /repo/out/full/ ./
# turbo prune copies workspaces only, and every workspace's tsconfig extends the root's.
COPY --from=prune /repo/tsconfig.base.json ./
RUN PKG="$(node -p "require('./${WORKSPACE}/package.json').name")" && npx turbo run build --filter="${PKG}..."

# Migrations (the Kubernetes job): hp-migrate from @hp/service-platform, the platform's then the service's.
FROM build AS migrate
ARG WORKSPACE
WORKDIR /repo/${WORKSPACE}
USER node
ENTRYPOINT ["node", "/repo/services/platform/migrate/cli.mjs"]

FROM build AS pruned
RUN npm prune --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ARG WORKSPACE
ENV NODE_ENV=production
COPY --from=pruned --chown=node:node /repo /repo
WORKDIR /repo/${WORKSPACE}
USER node
CMD ["node", "dist/main.js"]
