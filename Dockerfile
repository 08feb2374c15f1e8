# The SDC server as a container image (docs/deploy.md).
#
# Two stages on the same official Node image, so the native addons built for
# the first run in the second: `build` installs from the lockfile, builds the
# web app and the server bundle (`npm run build`, ADR 0021) and prunes the
# development packages; `runtime` holds only what `node dist/server/main.js`
# reads, owned by root and run as the unprivileged `node` user, with its data
# (embedded database, generated keys, mail outbox) on the /data volume.
#
# `scripts/check-image-layout.mjs` runs the runtime stage's files, command and
# health check as a non-root user on a machine without Docker.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# swagger-ui-dist's install script would report the install to its vendor.
ENV SCARF_ANALYTICS=false
COPY package.json package-lock.json ./
# npm ci stops when the lockfile lacks another platform's optional packages;
# npm install keeps to the lockfile all the same (as .ci/run does).
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
# SEED_DEMO=false: an image is for real installations; demo accounts share a published password.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SEED_DEMO=false
# What the server reads at run time: package.json (the project root and the
# version), the migrations, the two builds, and the packages the bundle leaves
# in node_modules (scripts/server-bundle.mjs) with the rest of the production dependencies.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/dist ./dist
# `npm run admin:create`, `npm run backup` and `npm run restore` run these sources through tsx (a production dependency).
COPY --from=build /app/tsconfig.json ./tsconfig.json
COPY --from=build /app/scripts/admin-create.ts ./scripts/admin-create.ts
COPY --from=build /app/scripts/backup.ts ./scripts/backup.ts
COPY --from=build /app/scripts/restore.ts ./scripts/restore.ts
COPY --from=build /app/scripts/embedded-storage.ts ./scripts/embedded-storage.ts
COPY --from=build /app/src/server ./src/server
COPY --from=build /app/src/shared ./src/shared
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# No curl in the slim image: Node's own fetch asks the health endpoint (503 when the database is unreachable).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The flags `npm start` passes (ADR 0023); node is PID 1 and receives SIGTERM itself (graceful shutdown).
CMD ["node", "--max-semi-space-size=64", "--enable-source-maps", "dist/server/main.js"]
