# syntax=docker/dockerfile:1
# One Dockerfile for every app; the Nx project name is the build argument and the image name:
#   docker build --build-arg APP=flows -t registry.example.com/messaging/flows:0.2.0 .
# Stages: manifests (package files only, so dependency layers stay cached until a manifest changes)
# → build (full install, esbuild bundle of apps/$APP, protos beside it) → prod-deps (runtime
# packages only) → runtime (distroless Node 20, non-root, nothing writable but /tmp).

ARG NODE_IMAGE=node:20-bookworm-slim
ARG RUNTIME_IMAGE=gcr.io/distroless/nodejs20-debian12:nonroot

FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
# Every workspace's package.json is needed for `npm ci` (the lockfile names the workspaces).
RUN mkdir /manifests \
 && find . \( -name package.json -o -name package-lock.json -o -name .npmrc \) -not -path '*/node_modules/*' \
      -exec cp --parents {} /manifests/ \;

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=manifests /manifests/ ./
# No install scripts: nothing in the tree needs one to build (esbuild ships its binary as an optional dependency).
RUN --mount=type=cache,target=/root/.npm npm ci --ignore-scripts --no-audit --no-fund
COPY . .
ARG APP
# The same script as `npx nx build $APP`: apps/$APP/dist/main.js (+ source map) and dist/protos/; the
# gateway's also dist/admin.js, its admin CLI (`kubectl exec deploy/gateway -- /nodejs/bin/node dist/admin.js ...`).
RUN test -n "$APP" && test -f "apps/$APP/project.json" && node tools/build-app.mjs "$APP" && test -f "apps/$APP/dist/main.js"
# The gateway serves the dashboard's build at {app_url} (decision 0021; DASHBOARD_DIR defaults to
# apps/dashboard/dist under the working directory); the other images carry an empty directory.
RUN if [ "$APP" = gateway ]; then npx vite build --config apps/dashboard/vite.config.ts && test -f apps/dashboard/dist/index.html; \
    else mkdir -p apps/dashboard/dist; fi

FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY --from=manifests /manifests/ ./
# Third-party packages stay external to the bundle (OpenTelemetry hooks need real modules). The
# workspace links (@app/*, @platform/*) are bundled into main.js, so their links are dropped.
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
 && rm -rf node_modules/@app node_modules/@platform node_modules/.package-lock.json

FROM ${RUNTIME_IMAGE} AS runtime
ARG APP
LABEL org.opencontainers.image.title="${APP}" \
      org.opencontainers.image.source="deploy/k8s (kustomize); Dockerfile at the repository root"
WORKDIR /app
ENV NODE_ENV=production
# Owned by root and read-only to the app user: the container runs with a read-only root filesystem anyway.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/apps/${APP}/dist ./dist
COPY --from=build /app/apps/dashboard/dist ./apps/dashboard/dist
# distroless "nonroot" is uid/gid 65532; numeric so Kubernetes can verify runAsNonRoot.
USER 65532:65532
# gRPC (services), HTTP (gateway 8080, messaging-proxy 8081); which one an app uses is its manifest's business.
EXPOSE 50051 8080 8081
# The distroless entrypoint is node itself. A Deployment may give its own node arguments (`args:`): the
# gateway and flows add `--heap-growing-percent=100` (bench/README.md, gateway, 2026-11-29; decision 0031).
CMD ["--enable-source-maps", "dist/main.js"]
