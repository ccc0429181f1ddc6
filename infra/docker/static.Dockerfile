# syntax=docker/dockerfile:1.7
# A static front-end (the shell or one remote) in its own nginx, built and deployed on its own.
#   docker build -f infra/docker/static.Dockerfile --build-arg WORKSPACE=shell -t hp/shell .
#   docker build -f infra/docker/static.Dockerfile --build-arg WORKSPACE=mfe-patient -t hp/mfe-patient .
# The shell's files go to /, a remote's to /mfe/<area>/ (the path the registry and the Ingress use).
# Node 24 LTS (the repository's engines); pin a digest with --build-arg NODE_IMAGE=node:24-bookworm-slim@sha256:...
ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27-alpine

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
COPY --from=prune /repo/out/json/ ./
RUN npm ci --no-audit --no-fund
COPY --from=prune /repo/out/full/ ./
# turbo prune copies workspaces only, and every workspace's tsconfig extends the root's.
COPY --from=prune /repo/tsconfig.base.json ./
RUN PKG="$(node -p "require('./${WORKSPACE}/package.json').name")" && npx turbo run build --filter="${PKG}..." \
 && case "$WORKSPACE" in \
      shell) dest=/site ;; \
      mfe-*) dest="/site/mfe/${WORKSPACE#mfe-}" ;; \
      *) echo "WORKSPACE must be shell or mfe-<area>" >&2; exit 1 ;; \
    esac \
 && mkdir -p "$dest" && cp -a "${WORKSPACE}/dist/." "$dest/"

FROM ${NGINX_IMAGE}
COPY infra/docker/nginx-static.conf /etc/nginx/conf.d/default.conf
COPY --from=build /site/ /usr/share/nginx/html/
EXPOSE 8080
